using AsyncLab.Claims;
using AsyncLab.Experiments.Composition;
using AsyncLab.Results;
using AsyncLab.Scenarios.Composition;

namespace AsyncLab.Tests.Experiments.Composition;

public class CompositionClaimsTests
{
    private static readonly double[] AboutOneUnit = [1.02, 1.025, 1.03, 1.035, 1.04, 1.045, 1.05, 1.055, 1.06, 1.065];
    private static readonly double[] AboutTwoUnits = [2.03, 2.035, 2.04, 2.045, 2.05, 2.055, 2.06, 2.065, 2.07, 2.075];

    [Fact]
    public void Judge_AsTheArticleSays_EveryClaimHolds()
    {
        var claims = ClaimJudge.Judge(CompositionClaims.All, Scenarios(AboutTwoUnits, AboutOneUnit));

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Verdict));
    }

    [Fact]
    public void Judge_WhenAllNoFasterThanInTurn_OverlapRefuted()
    {
        var measurements = Scenarios(AboutTwoUnits, [1.98, 1.985, 1.99, 1.995, 2.0, 2.005, 2.01, 2.015, 2.02, 2.025]);

        Assert.Equal(Verdict.Refuted, VerdictOf(CompositionClaims.WhenAllOverlaps, measurements));
    }

    [Fact]
    public void Judge_BothSlowerButOverlapping_OverlapDiffers()
    {
        // A busy machine: every time 1.6× the article's, WhenAll still half the in-turn time.
        var measurements = Scenarios(AboutTwoUnits.Select(u => u * 1.6).ToArray(), AboutOneUnit.Select(u => u * 1.6).ToArray());

        Assert.Equal(Verdict.Differs, VerdictOf(CompositionClaims.WhenAllOverlaps, measurements));
    }

    [Fact]
    public void Judge_NoisyRepetitionsAroundTheOverlapEdge_OverlapInconclusive()
    {
        var measurements = Scenarios(
            [1.1, 1.15, 1.2, 1.25, 1.3, 1.35, 1.4, 1.45, 1.5, 1.55],
            [1.0, 1.025, 1.05, 1.075, 1.1, 1.125, 1.15, 1.175, 1.2, 1.225]);

        Assert.Equal(Verdict.Inconclusive, VerdictOf(CompositionClaims.WhenAllOverlaps, measurements));
    }

    [Fact]
    public void Judge_OneRepetitionEach_OverlapInconclusive()
    {
        var measurements = Scenarios([2.05], [1.04]);

        Assert.Equal(Verdict.Inconclusive, VerdictOf(CompositionClaims.WhenAllOverlaps, measurements));
    }

    [Fact]
    public void Judge_AwaitWhenAllDeadlocked_OverlapNotMeasuredSayingWhy()
    {
        var measurements = Scenarios(AboutTwoUnits, AboutOneUnit)
            .Select(m => m.Variant == CompositionScenarios.ArticleIndexAsync2 ? Deadlocked(m.Variant) : m).ToList();

        var claim = ClaimJudge.Judge([CompositionClaims.WhenAllOverlaps], measurements).Single();

        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
        Assert.Contains("could not be timed", claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ArticlesIndex1Completed_DeadlockClaimRefutedNamingTheScenario()
    {
        var measurements = Scenarios(AboutTwoUnits, AboutOneUnit)
            .Select(m => m.Variant == CompositionScenarios.ArticleIndex1 ? Completed(m.Variant, [1.0]) : m).ToList();

        var claim = ClaimJudge.Judge([CompositionClaims.WaitDeadlocksWithContext], measurements).Single();

        Assert.Equal(Verdict.Refuted, claim.Verdict);
        Assert.Contains(CompositionScenarios.ArticleIndex1, claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_LabsWaitShapeCompleted_OnlyTheLabsClaimRefuted()
    {
        var measurements = Scenarios(AboutTwoUnits, AboutOneUnit)
            .Select(m => m.Variant == CompositionScenarios.WaitWithContext ? Completed(m.Variant, [1.0]) : m).ToList();

        Assert.Equal(Verdict.Refuted, VerdictOf(CompositionClaims.LabShapesAgree, measurements));
        Assert.Equal(Verdict.Holds, VerdictOf(CompositionClaims.WaitDeadlocksWithContext, measurements));
    }

    [Fact]
    public void Judge_ArticlesWhenAllSlowedByABlockedPool_OverlapDiffersWhileTheLabsShapeAgrees()
    {
        // The article's WhenAll holds two pool threads: a pool short of a third for the timer can stretch it past 1.5 U.
        var measurements = Scenarios(AboutTwoUnits, AboutOneUnit)
            .Select(m => m.Variant == CompositionScenarios.ArticleIndexAsync2
                ? Completed(m.Variant, [1.62, 1.625, 1.63, 1.635, 1.64, 1.645, 1.65, 1.655, 1.66, 1.665])
                : m).ToList();

        Assert.Equal(Verdict.Differs, VerdictOf(CompositionClaims.WhenAllOverlaps, measurements));
        Assert.Equal(Verdict.Holds, VerdictOf(CompositionClaims.LabShapesAgree, measurements));
    }

    [Fact]
    public void Judge_ConfigureAwaitFalseScenarioStuck_AvoidsDeadlockRefuted()
    {
        var measurements = Scenarios(AboutTwoUnits, AboutOneUnit)
            .Select(m => m.Variant == CompositionScenarios.ResultConfigureAwaitFalse ? Deadlocked(m.Variant) : m).ToList();

        Assert.Equal(Verdict.Refuted, VerdictOf(CompositionClaims.ConfigureAwaitFalseAvoidsDeadlock, measurements));
    }

    [Fact]
    public void Judge_NoContextScenarioMissing_NoContextClaimNotMeasured()
    {
        var measurements = Scenarios(AboutTwoUnits, AboutOneUnit).Where(m => m.Variant != CompositionScenarios.WaitNoContext).ToList();

        Assert.Equal(Verdict.NotMeasured, VerdictOf(CompositionClaims.NoContextNoDeadlock, measurements));
    }

    private static Verdict VerdictOf(ClaimDefinition claim, IReadOnlyList<Measurement> measurements) =>
        ClaimJudge.Judge([claim], measurements).Single().Verdict;

    /// <summary>
    /// Every scenario as the article describes it, the article's actions and the lab's shapes alike: the blocking ones
    /// under the context deadlock, the awaiting ones take the given units, the others complete in about 1 U.
    /// </summary>
    private static List<Measurement> Scenarios(double[] inTurnUnits, double[] whenAllUnits) =>
        CompositionScenarios.All.Select(s => s.Id switch
        {
            CompositionScenarios.AwaitInTurn or CompositionScenarios.ArticleIndexAsync1 => Completed(s.Id, inTurnUnits),
            CompositionScenarios.AwaitWhenAll or CompositionScenarios.ArticleIndexAsync2 => Completed(s.Id, whenAllUnits),
            CompositionScenarios.ArticleIndex1 or CompositionScenarios.ArticleIndex2 => Deadlocked(s.Id),
            var id when id.EndsWith("-with-context", StringComparison.Ordinal) => Deadlocked(id),
            var id => Completed(id, [1.01]),
        }).ToList();

    private static Measurement Completed(string variant, double[] units) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double>
        {
            [CompositionMetrics.Completed.Key] = 1,
            [CompositionMetrics.Deadlocked.Key] = 0,
            [CompositionMetrics.ElapsedUnits.Key] = units.Order().ElementAt(units.Length / 2),
        })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [CompositionMetrics.ElapsedUnits.Key] = units },
        };

    private static Measurement Deadlocked(string variant) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double>
        {
            [CompositionMetrics.Completed.Key] = 0,
            [CompositionMetrics.Deadlocked.Key] = 1,
        });
}
