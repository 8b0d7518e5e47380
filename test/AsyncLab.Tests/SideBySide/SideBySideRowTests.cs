using AsyncLab.SideBySide;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.SideBySide;

public sealed class SideBySideRowTests
{
    [Fact]
    public void Change_IntervalAboveOne_WorseAndARegressionWhenItReachesPastTheThreshold()
    {
        var row = Row(new Estimate(1.05, 1.1, 1.15));

        Assert.Equal(SideBySideChange.Worse, row.Change);
        Assert.True(row.IsRegression);
    }

    [Fact]
    public void IsRegression_WorseByLessThanTheThreshold_False()
    {
        var row = Row(new Estimate(1.01, 1.02, 1.03));

        Assert.Equal(SideBySideChange.Worse, row.Change);
        Assert.False(row.IsRegression);
    }

    [Fact]
    public void Change_IntervalWithinTheThreshold_Same()
    {
        Assert.Equal(SideBySideChange.Same, Row(new Estimate(0.95, 1.0, 1.05)).Change);
    }

    [Fact]
    public void Change_IntervalHoldingOneAndReachingPastTheThreshold_CantTellAndNoRegression()
    {
        var row = Row(new Estimate(0.9, 1.02, 1.2));

        Assert.Equal(SideBySideChange.CantTell, row.Change);
        Assert.False(row.IsRegression);
    }

    [Fact]
    public void IsRegression_RowOutOfTheGate_NeverFails()
    {
        var row = Row(new Estimate(1.2, 1.3, 1.4)) with { Gated = false };

        Assert.True(row.IsWorseBeyondThreshold);
        Assert.False(row.IsRegression);
    }

    [Fact]
    public void Change_UnknownInterval_CantTell()
    {
        Assert.Equal(SideBySideChange.CantTell, Row(Estimate.Unknown).Change);
    }

    private static SideBySideRow Row(Estimate ratio) =>
        new("async-cost", "turns-direct", 100, 110, ratio, [0.1, 0.1], 0.01, 0.1) { Gated = true, UnitsToSee = 4 };
}
