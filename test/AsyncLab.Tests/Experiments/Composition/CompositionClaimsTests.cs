using AsyncLab.Experiments.Composition;
using AsyncLab.Results;
using AsyncLab.Scenarios.Composition;

namespace AsyncLab.Tests.Experiments.Composition;

public class CompositionClaimsTests
{
    private static readonly TimeSpan Unit = TimeSpan.FromMilliseconds(100);
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(2);

    [Fact]
    public void Judge_AsTheArticleSays_EveryClaimHolds()
    {
        var claims = CompositionClaims.Judge(Figures(inTurnMs: 205, whenAllMs: 104), Unit);

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Verdict));
    }

    [Fact]
    public void Judge_WhenAllNoFasterThanInTurn_OverlapRefuted()
    {
        var claims = CompositionClaims.Judge(Figures(inTurnMs: 205, whenAllMs: 200), Unit);

        Assert.Equal(Verdict.Refuted, Single(claims, CompositionClaims.WhenAllOverlaps.Id).Verdict);
    }

    [Fact]
    public void Judge_WaitUnderContextCompleted_DeadlockClaimRefutedNamingTheScenario()
    {
        var figures = Figures(inTurnMs: 205, whenAllMs: 104);
        figures[CompositionScenarios.WaitWithContext] = Completed(CompositionScenarios.WaitWithContext, 100);

        var claim = Single(CompositionClaims.Judge(figures, Unit), CompositionClaims.WaitDeadlocksWithContext.Id);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
        Assert.Contains(CompositionScenarios.WaitWithContext, claim.Why, StringComparison.Ordinal);
    }

    private static ClaimResult Single(IEnumerable<ClaimResult> claims, string id) => claims.Single(c => c.Id == id);

    private static Dictionary<string, ScenarioFigures> Figures(double inTurnMs, double whenAllMs)
    {
        var figures = CompositionScenarios.All.ToDictionary(s => s.Id, s => s.Id.EndsWith("-with-context", StringComparison.Ordinal)
            ? new ScenarioFigures(s.Id, [new WatchdogReport(WatchdogOutcome.Deadlocked, Timeout, null)], Timeout)
            : Completed(s.Id, 101));
        figures[CompositionScenarios.AwaitInTurn] = Completed(CompositionScenarios.AwaitInTurn, inTurnMs);
        figures[CompositionScenarios.AwaitWhenAll] = Completed(CompositionScenarios.AwaitWhenAll, whenAllMs);
        return figures;
    }

    private static ScenarioFigures Completed(string id, double ms) =>
        new(id, [new WatchdogReport(WatchdogOutcome.Completed, TimeSpan.FromMilliseconds(ms), null)], Timeout);
}
