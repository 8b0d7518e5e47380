using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

/// <summary>The paired ratio: Hodges–Lehmann over the pairs' log-ratios with the Wilcoxon signed-rank interval.</summary>
public sealed class WilcoxonSignedRankIntervalTests
{
    [Theory]
    // Critical values of the signed-rank statistic from the standard table (two-sided): the interval's lower end is
    // the (critical value + 1)-th smallest Walsh average.
    [InlineData(10, 0.99, 4)] // T = 3 at 1 %: P(W <= 3) = 5/1024 <= 0.005 < P(W <= 4) = 7/1024
    [InlineData(10, 0.95, 9)] // T = 8 at 5 %
    [InlineData(20, 0.99, 38)] // T = 37 at 1 %
    public void LowerRank_TableSizes_MatchTheSignedRankTable(int n, double confidence, int expected) =>
        Assert.Equal(expected, WilcoxonSignedRankInterval.LowerRank(n, confidence));

    [Fact]
    public void LowerRank_TooFewPairs_IsZero() => Assert.Equal(0, WilcoxonSignedRankInterval.LowerRank(5, 0.99));

    [Fact]
    public void Ratio_DriftMovingBothAlike_CancelsWhereThePooledIntervalCannot()
    {
        // Both variants run 2.4× faster from the eighth repeat on (the machine or the pool settled); in every pair x is
        // 5 % slower than y, give or take 1 %.
        var drift = new[] { 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 2.4, 2.4, 2.4 };
        var wobble = new[] { 1.01, 0.99, 1.0, 1.005, 0.995, 1.0, 1.01, 0.99, 1.0, 1.0 };
        var y = drift.Select(d => 1000 * d).ToArray();
        var x = drift.Select((d, i) => 950 * d * wobble[i]).ToArray();

        var paired = WilcoxonSignedRankInterval.Ratio(x, y, 0.99);
        var pooled = HodgesLehmannInterval.Ratio(x, y);

        Assert.InRange(paired.Point, 0.945, 0.955);
        Assert.True(paired.Low >= 0.94 && paired.High <= 0.96, $"{paired}");
        Assert.True(pooled.High - pooled.Low > 1, $"{pooled}");
    }

    [Fact]
    public void Ratio_ExactScale_PointAndIntervalAreTheScale()
    {
        var y = Enumerable.Range(1, 12).Select(i => 100.0 + (7 * i % 5)).ToArray();
        var x = y.Select(v => v * 2).ToArray();

        var ratio = WilcoxonSignedRankInterval.Ratio(x, y, 0.99);

        Assert.Equal(2, ratio.Point, 9);
        Assert.Equal(2, ratio.Low, 9);
        Assert.Equal(2, ratio.High, 9);
    }

    [Fact]
    public void Ratio_TooFewPairs_UnboundedInterval()
    {
        var ratio = WilcoxonSignedRankInterval.Ratio([2.0, 2.2, 1.9], [1.0, 1.0, 1.0], 0.99);

        Assert.InRange(ratio.Point, 1.9, 2.2);
        Assert.True(double.IsNegativeInfinity(ratio.Low) && double.IsPositiveInfinity(ratio.High));
    }

    [Theory]
    [InlineData(new[] { 1.0, 2.0 }, new[] { 1.0 })]
    [InlineData(new double[0], new double[0])]
    [InlineData(new[] { 1.0, 0.0 }, new[] { 1.0, 1.0 })]
    [InlineData(new[] { 1.0, double.NaN }, new[] { 1.0, 1.0 })]
    public void Ratio_UnpairableSamples_Unknown(double[] x, double[] y) =>
        Assert.False(WilcoxonSignedRankInterval.Ratio(x, y, 0.99).IsKnown);
}
