using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public class HodgesLehmannIntervalTests
{
    [Fact]
    public void LowerRank_FiveAgainstFive_MatchesTheMannWhitneyTable()
    {
        // Two-sided 99 %: P(U <= 0) = 1/252 = 0.0040 <= 0.005 < P(U <= 1) = 2/252, so the interval runs from the
        // smallest to the largest of the 25 pairwise values' first and 25th order statistics: k = 1.
        Assert.Equal(1, HodgesLehmannInterval.LowerRank(5, 5, 0.99));
    }

    [Fact]
    public void LowerRank_TooFewSamples_IsZero()
    {
        Assert.Equal(0, HodgesLehmannInterval.LowerRank(2, 2, 0.99));
    }

    [Fact]
    public void LowerRank_LargeSamples_UsesTheApproximationAndGrows()
    {
        var k = HodgesLehmannInterval.LowerRank(45, 45, 0.99);

        // Normal approximation: n·m/2 − 2.576·sqrt(n·m·(n+m+1)/12) = 1012.5 − 319.2 ≈ 693.
        Assert.InRange(k, 690, 700);
    }

    [Fact]
    public void Ratio_ScaledCopy_PointIsTheScaleAndIntervalContainsIt()
    {
        var y = Enumerable.Range(1, 15).Select(i => 100.0 + i).ToArray();
        var x = y.Select(v => v * 1.5).ToArray();

        var ratio = HodgesLehmannInterval.Ratio(x, y);

        Assert.Equal(1.5, ratio.Point, 2);
        Assert.True(ratio.Low <= 1.5 && ratio.High >= 1.5);
        Assert.True(ratio.High - ratio.Low < 0.3);
    }

    [Fact]
    public void Ratio_SingleSamples_HasAnUnboundedInterval()
    {
        var ratio = HodgesLehmannInterval.Ratio([2.0], [1.0]);

        Assert.Equal(2.0, ratio.Point);
        Assert.True(double.IsNegativeInfinity(ratio.Low) && double.IsPositiveInfinity(ratio.High));
    }

    [Fact]
    public void Ratio_ZeroDenominators_AreLeftOutAndClaimNoPrecision()
    {
        var ratio = HodgesLehmannInterval.Ratio([1, 2, 3, 4, 5, 6], [0, 1, 1, 1, 1, 1]);

        Assert.True(ratio.IsKnown);
        Assert.True(double.IsPositiveInfinity(ratio.High));
    }

    [Fact]
    public void Ratio_Empty_IsUnknown()
    {
        Assert.False(HodgesLehmannInterval.Ratio([], [1.0]).IsKnown);
    }

    [Fact]
    public void Shift_SeparatedSamples_IntervalExcludesZero()
    {
        var x = Enumerable.Range(0, 10).Select(i => 200.0 + i).ToArray();
        var y = Enumerable.Range(0, 10).Select(i => 100.0 + i).ToArray();

        var shift = HodgesLehmannInterval.Shift(x, y);

        Assert.Equal(100, shift.Point, 6);
        Assert.True(shift.Low > 90 && shift.High < 110);
    }
}
