using AsyncLab.Experiments.Database;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>When a test's warm-up may stop: the JIT quiet and the rate done climbing, within a cap on windows.</summary>
public sealed class SteadyWarmUpTests
{
    private static readonly SteadyWarmUp Rule = new(0.5, 6, QuietJittedMethods: 25, Tolerance: 0.05);

    [Fact]
    public void IsDone_OneWindow_False() => Assert.False(Rule.IsDone([new(5000, 0)]));

    [Fact]
    public void IsDone_QuietAndFlat_True() => Assert.True(Rule.IsDone([new(5000, 300), new(5100, 3)]));

    [Fact]
    public void IsDone_RateAtTheToleranceEdge_True() => Assert.True(Rule.IsDone([new(4000, 300), new(4200, 25)]));

    [Fact]
    public void IsDone_RateClimbingBeyondTolerance_False() => Assert.False(Rule.IsDone([new(4000, 300), new(4300, 0)]));

    [Fact]
    public void IsDone_FlatButJitBusy_False() => Assert.False(Rule.IsDone([new(5000, 300), new(5000, 26)]));

    [Fact]
    public void IsDone_DipAfterClimb_ComparesWithTheBestWindow()
    {
        // A dip is not "steady" by itself: it is measured against the best window so far, not the one just before.
        Assert.True(Rule.IsDone([new(2000, 500), new(4000, 100), new(3000, 10)]));
        Assert.False(Rule.IsDone([new(2000, 500), new(4000, 100), new(3000, 10), new(4500, 5)]));
    }

    [Fact]
    public void IsDone_MaxWindowsReached_TrueEvenWhileClimbing()
    {
        var climbing = Enumerable.Range(1, 6).Select(i => new WarmUpWindow(1000 * i, 500)).ToList();

        Assert.True(Rule.IsDone(climbing));
        Assert.False(Rule.IsDone(climbing.Take(5).ToList()));
    }

    [Fact]
    public void IsDone_NothingAnswered_DoesNotCountAsClimbing() => Assert.True(Rule.IsDone([new(0, 10), new(double.NaN, 0)]));

    [Fact]
    public void IsDone_SingleWindowCap_TrueAfterOne() => Assert.True(new SteadyWarmUp(0.2, 1).IsDone([new(100, 900)]));

    [Fact]
    public void Describe_Windows_RateJitsAndWaitInOrder() =>
        Assert.Equal("2748 (310, 0.5 s), 3294 (12, 0.2 s)",
            SteadyWarmUp.Describe([new(2748.4, 310) { DrainSeconds = 0.5 }, new(3294, 12) { DrainSeconds = 0.21 }]));
}
