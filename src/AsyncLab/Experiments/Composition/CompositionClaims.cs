using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Scenarios.Composition.CompositionScenarios;

namespace AsyncLab.Experiments.Composition;

/// <summary>
/// The composition claims as data, judged on what the watchdog saw for each scenario: the article's own claims on its
/// actions as published, the lab's on its timer-based shapes.
/// </summary>
public static class CompositionClaims
{
    public static readonly ClaimDefinition WhenAllOverlaps = new("composition.whenall-overlaps",
        Provenance.Reading("003", "the article shows its IndexAsync2 (WhenAll) and IndexAsync1 (in turn) as two ways to compose, without " +
                "timing them; one unit against two is the lab's reading", "text/whenall-awaits-both"),
        new RequiresCheck(
            new AllOfCheck(CompletedCheck(ArticleIndexAsync1), CompletedCheck(ArticleIndexAsync2)),
            new AllOfCheck(
                new ValueCheck(CompositionMetrics.ElapsedUnits, new CaseSelector(ArticleIndexAsync2), new Band(0.9, 1.5), Band.Everything)
                { Label = "WhenAll median" },
                new ValueCheck(CompositionMetrics.ElapsedUnits, new CaseSelector(ArticleIndexAsync1), new Band(1.8, 2.5), Band.Everything)
                { Label = "in turn median" },

                // The overlap itself, on every repetition: awaiting in turn must take clearly longer than WhenAll.
                new RatioCheck(CompositionMetrics.ElapsedUnits, new CaseSelector(ArticleIndexAsync1), new CaseSelector(ArticleIndexAsync2),
                    Band.AtLeast(1.2), Band.AtLeast(1.2)) { Label = "in turn / WhenAll" }),
            "an awaiting action did not complete under the context, so it could not be timed"));

    public static readonly ClaimDefinition WaitDeadlocksWithContext = new("composition.wait-deadlocks-with-context",
        Provenance.Article("003", "text/wait-deadlocks-in-aspnet"),
        DeadlockedCheck(ArticleIndex1));

    public static readonly ClaimDefinition ResultAfterUnawaitedWhenAllDeadlocks = new(
        "composition.result-after-unawaited-whenall-deadlocks", Provenance.Article("003", "text/wait-deadlocks-in-aspnet"),
        DeadlockedCheck(ArticleIndex2));

    public static readonly ClaimDefinition LabShapesAgree = new("composition.lab-shapes-agree",
        Provenance.Lab("the lab's own shapes await a timer where the article blocks a pool thread, and add .Result beside .Wait(); they " +
                "must tell the article's story too, or the fixes below are checked on another experiment"),
        new AllOfCheck(
            CompletedCheck(AwaitInTurn),
            CompletedCheck(AwaitWhenAll),
            new RatioCheck(CompositionMetrics.ElapsedUnits, new CaseSelector(AwaitInTurn), new CaseSelector(AwaitWhenAll),
                Band.AtLeast(1.2), Band.AtLeast(1.2)) { Label = "in turn / WhenAll" },
            DeadlockedCheck(WaitWithContext),
            DeadlockedCheck(ResultWithContext),
            DeadlockedCheck(UnawaitedWhenAllWithContext)));

    public static readonly ClaimDefinition ConfigureAwaitFalseAvoidsDeadlock = new("composition.configureawait-false-avoids-deadlock",
        Provenance.Lab("the usual fix for the article's deadlock, which the article does not mention"),
        new AllOfCheck(CompletedCheck(WaitConfigureAwaitFalse), CompletedCheck(ResultConfigureAwaitFalse),
            CompletedCheck(UnawaitedWhenAllConfigureAwaitFalse)));

    public static readonly ClaimDefinition NoContextNoDeadlock = new("composition.no-context-no-deadlock",
        Provenance.Lab("the article's deadlock needs ASP.NET's request context; ASP.NET Core and console programs have none"),
        new AllOfCheck(CompletedCheck(WaitNoContext), CompletedCheck(ResultNoContext), CompletedCheck(UnawaitedWhenAllNoContext)));

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [WhenAllOverlaps, WaitDeadlocksWithContext, ResultAfterUnawaitedWhenAllDeadlocks, LabShapesAgree, ConfigureAwaitFalseAvoidsDeadlock,
            NoContextNoDeadlock];

    private static ValueCheck CompletedCheck(string scenario) =>
        ValueCheck.Yes(CompositionMetrics.Completed, new CaseSelector(scenario), $"{scenario} completed");

    private static ValueCheck DeadlockedCheck(string scenario) =>
        ValueCheck.Yes(CompositionMetrics.Deadlocked, new CaseSelector(scenario), $"{scenario} deadlocked");
}
