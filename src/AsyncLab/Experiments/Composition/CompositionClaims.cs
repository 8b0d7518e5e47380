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
        "The article's IndexAsync2 (Task.WhenAll of Async1 and Async2, U ms each) takes about U; its IndexAsync1 (each " +
            "awaited in turn) about 2U.", "≈ 1 U vs ≈ 2 U",
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
            "an awaiting action did not complete under the context, so it could not be timed"),
        new ClaimReading(
            Holds: "both pool threads block at once under WhenAll; awaited in turn, Async2 starts only after Async1 resumes",
            Differs: "WhenAll overlapped the two calls, but the times sit outside the bands (a pool short of threads while two of them " +
                "block, timer resolution or a busy machine)",
            Refuted: "WhenAll was not clearly faster than awaiting in turn in this run"));

    public static readonly ClaimDefinition WaitDeadlocksWithContext = new("composition.wait-deadlocks-with-context",
        Provenance.Article("003", "text/wait-deadlocks-in-aspnet"),
        "Under a single-threaded SynchronizationContext (classic ASP.NET's request context), the article's Index1, " +
            "Async1().Wait(), never completes.", "deadlock",
        DeadlockedCheck(ArticleIndex1),
        DeadlockReading);

    public static readonly ClaimDefinition ResultAfterUnawaitedWhenAllDeadlocks = new(
        "composition.result-after-unawaited-whenall-deadlocks", Provenance.Article("003", "text/wait-deadlocks-in-aspnet"),
        "The article's Index2, Task.WhenAll(a, b) without await and then a.Result, deadlocks the same way.", "deadlock",
        DeadlockedCheck(ArticleIndex2),
        DeadlockReading);

    public static readonly ClaimDefinition LabShapesAgree = new("composition.lab-shapes-agree",
        Provenance.Lab("the lab's own shapes await a timer where the article blocks a pool thread, and add .Result beside .Wait(); they " +
                "must tell the article's story too, or the fixes below are checked on another experiment"),
        "The lab's timer-based shapes behave as the article's actions: WhenAll overlaps, and .Wait(), .Result and the unawaited WhenAll " +
            "deadlock under the context.", "as the article's actions",
        new AllOfCheck(
            CompletedCheck(AwaitInTurn),
            CompletedCheck(AwaitWhenAll),
            new RatioCheck(CompositionMetrics.ElapsedUnits, new CaseSelector(AwaitInTurn), new CaseSelector(AwaitWhenAll),
                Band.AtLeast(1.2), Band.AtLeast(1.2)) { Label = "in turn / WhenAll" },
            DeadlockedCheck(WaitWithContext),
            DeadlockedCheck(ResultWithContext),
            DeadlockedCheck(UnawaitedWhenAllWithContext)),
        new ClaimReading(
            Holds: "a timer in place of a blocked pool thread changes neither the overlap nor the deadlocks",
            Refuted: "the lab's shapes behaved otherwise than the article's actions"));

    public static readonly ClaimDefinition ConfigureAwaitFalseAvoidsDeadlock = new("composition.configureawait-false-avoids-deadlock",
        Provenance.Lab("the usual fix for the article's deadlock, which the article does not mention"),
        "The same blocking code completes when the awaited method uses ConfigureAwait(false).", "not in the article",
        new AllOfCheck(CompletedCheck(WaitConfigureAwaitFalse), CompletedCheck(ResultConfigureAwaitFalse),
            CompletedCheck(UnawaitedWhenAllConfigureAwaitFalse)),
        new ClaimReading(
            Holds: "the awaited method resumes on the timer's thread-pool thread, so nothing needs the blocked context thread",
            Refuted: "a scenario did not complete within the watchdog timeout"));

    public static readonly ClaimDefinition NoContextNoDeadlock = new("composition.no-context-no-deadlock",
        Provenance.Lab("the article's deadlock needs ASP.NET's request context; ASP.NET Core and console programs have none"),
        "With no SynchronizationContext (ASP.NET Core, a console) the same blocking code completes, holding a thread while it waits.",
        "not in the article",
        new AllOfCheck(CompletedCheck(WaitNoContext), CompletedCheck(ResultNoContext), CompletedCheck(UnawaitedWhenAllNoContext)),
        new ClaimReading(
            Holds: "continuations run on the thread pool; the calling thread sits blocked for the whole operation " +
                "(elapsed ≈ U) but is released",
            Refuted: "a scenario did not complete within the watchdog timeout"));

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [WhenAllOverlaps, WaitDeadlocksWithContext, ResultAfterUnawaitedWhenAllDeadlocks, LabShapesAgree, ConfigureAwaitFalseAvoidsDeadlock,
            NoContextNoDeadlock];

    private static ClaimReading DeadlockReading => new(
        Holds: "the continuation is posted to the context's only thread, which is blocked waiting for it; still blocked " +
            "when the watchdog gave up",
        Refuted: "the scenario completed at least once: nothing needed the blocked context thread");

    private static ValueCheck CompletedCheck(string scenario) =>
        ValueCheck.Yes(CompositionMetrics.Completed, new CaseSelector(scenario), $"{scenario} completed");

    private static ValueCheck DeadlockedCheck(string scenario) =>
        ValueCheck.Yes(CompositionMetrics.Deadlocked, new CaseSelector(scenario), $"{scenario} deadlocked");
}
