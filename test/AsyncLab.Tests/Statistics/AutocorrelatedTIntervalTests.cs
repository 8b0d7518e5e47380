using AsyncLab.Claims;
using AsyncLab.Statistics;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace AsyncLab.Tests.Statistics;

/// <summary>The ratio of two load tests read from blocks of their seconds (Welch's t on the blocks' log-means).</summary>
public sealed class AutocorrelatedTIntervalTests
{
    [Theory]
    [InlineData(3, 0)] // too short for two blocks of two
    [InlineData(4, 2)]
    [InlineData(8, 2)] // quick: blocks of 4
    [InlineData(21, 3)] // quick's ramp: blocks of 7
    [InlineData(30, 4)]
    [InlineData(120, 4)]
    public void BlockCount_TestLengths_CutsIntoBlocksOfSevenSecondsOrMoreBetweenTwoAndFour(int seconds, int expected) =>
        Assert.Equal(expected, AutocorrelatedTInterval.BlockCount(seconds));

    [Fact]
    public void Ratio_NotInTimeOrder_IsTheRankInterval()
    {
        double[] x = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
        double[] y = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29];

        Assert.Equal(HodgesLehmannInterval.Ratio(x, y, 0.99), AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: false));
    }

    [Fact]
    public void Ratio_EightSecondsEach_IsWelchsIntervalOnTwoBlocksEach()
    {
        // Blocks of 4: x's means are 1000 and 1100, y's 500 and 550, so every block ratio is 2 and so is the estimate.
        double[] x = [990, 1010, 995, 1005, 1090, 1110, 1095, 1105];
        double[] y = [495, 505, 490, 510, 545, 555, 540, 560];

        var ratio = AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true);

        Assert.Equal(2.0, ratio.Point, 6);
        // 1 to 2 degrees of freedom: the interval is far wider than the seconds' own scatter suggests.
        Assert.True(ratio.Low < 1.5 && ratio.High > 2.6, $"{ratio}");
        Assert.Equal(ratio.Point, Math.Sqrt(ratio.Low * ratio.High), 6);
    }

    [Fact]
    public void Ratio_StepInTheMiddle_IsWiderThanTheSecondsReadAsIndependent()
    {
        // Each test held one speed for its first half and another for its second: 8 seconds, but two independent units.
        double[] x = [1000, 1001, 999, 1000, 1300, 1301, 1299, 1300];
        double[] y = [1300, 1299, 1301, 1300, 1000, 999, 1001, 1000];

        var blocked = AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true);
        var independent = HodgesLehmannInterval.Ratio(x, y, 0.99);

        Assert.True(blocked.High / blocked.Low > 2 * (independent.High / independent.Low), $"{blocked} vs {independent}");
    }

    [Fact]
    public void Ratio_TooFewSeconds_IsUnbounded()
    {
        var ratio = AutocorrelatedTInterval.Ratio([1000, 1100, 1050], [500, 550, 525], 0.99, inTimeOrder: true);

        Assert.Equal(double.NegativeInfinity, ratio.Low);
        Assert.Equal(double.PositiveInfinity, ratio.High);
        Assert.Equal(2.0, ratio.Point, 6);
    }

    [Fact]
    public void Ratio_ABlockServedNothing_IsUnbounded()
    {
        double[] stalled = [0, 0, 0, 0, 0, 0, 0, 5];
        double[] served = [400, 410, 390, 400, 405, 395, 400, 400];

        var ratio = AutocorrelatedTInterval.Ratio(served, stalled, 0.99, inTimeOrder: true);

        Assert.Equal(double.PositiveInfinity, ratio.High);
    }

    [Fact]
    public void Ratio_LongUncorrelatedTests_KeepTheSecondsAsUnits()
    {
        var random = new Random(7);
        var x = Enumerable.Range(0, 60).Select(_ => 1000 + random.NextDouble()).ToArray();
        var y = Enumerable.Range(0, 60).Select(_ => 500 + random.NextDouble()).ToArray();
        Assert.True(BatchMeans.Lag1Autocorrelation(x) <= BatchMeans.CorrelationThreshold
            && BatchMeans.Lag1Autocorrelation(y) <= BatchMeans.CorrelationThreshold);

        Assert.Equal(HodgesLehmannInterval.Ratio(x, y, 0.99), AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true));
    }

    [Fact]
    public void PooledLag1_FewerThanSixUsableSeries_IsNull()
    {
        // Five varying series, plus a constant one and a short one that are left out: too few to pool, the blocks decide.
        var series = Enumerable.Range(0, 5).Select(i => (IReadOnlyList<double>)[100 + i, 110, 105, 95, 100, 108]).ToList();
        series.Add([125, 125, 125, 125, 125, 125, 125, 125]);
        series.Add([100, 110, 90]);

        Assert.Null(AutocorrelatedTInterval.PooledLag1(series));
    }

    [Fact]
    public void PooledLag1_AlternatingSeries_IsClampedToIndependence()
    {
        var series = Enumerable.Range(0, 8).Select(_ => (IReadOnlyList<double>)[100.0, 120, 100, 120, 100, 120, 100, 120]).ToList();

        Assert.Equal(0, AutocorrelatedTInterval.PooledLag1(series));
    }

    [Fact]
    public void PooledLag1_SteppedRamps_AreLeftOut()
    {
        // Six constant tests that alternate (read as independence) and three ramps climbing step by step (lag-1 near 1):
        // pooled with the ramps the correlation would be the ramps' trend; without them it is the constant tests' noise.
        var constant = Enumerable.Range(0, 6).Select(i => Load(false, 100.0, 120, 100, 120, 100, 120, 100, 120));
        var ramps = Enumerable.Range(0, 3).Select(i => Load(true, 90.0, 100, 100, 370, 400, 400, 615, 640, 640, 633, 624, 663));
        AsyncLab.Results.Measurement[] measurements = [.. constant, .. ramps];

        Assert.Equal(0, AutocorrelatedTInterval.PooledLag1(measurements, AsyncLab.Results.Metrics.ThroughputRps));
        Assert.True(AutocorrelatedTInterval.PooledLag1(
            [.. constant, .. ramps.Select(r => r with { Stepped = null })],
            AsyncLab.Results.Metrics.ThroughputRps) > 0.2);
    }

    private static AsyncLab.Results.Measurement Load(bool stepped, params double[] seconds) =>
        new("endpoint", new Dictionary<string, string>(), new Dictionary<string, double>())
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [AsyncLab.Results.MetricNames.ThroughputRps] = seconds },
            Stepped = stepped ? true : null,
        };

    [Fact]
    public void Ratio_PooledCorrelationZero_IsWelchsIntervalOnTheSecondsLogs()
    {
        // Seconds that alternate: their own correlation is negative, so the pooled one (0) is the one read.
        double[] x = [990, 1100, 1000, 1090, 1010, 1110, 985, 1095];
        double[] y = [500, 545, 490, 555, 505, 560, 495, 540];

        var pooled = AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true, pooledLag1: 0);

        // Welch's t on the logs, eight seconds a test.
        var (lx, ly) = (x.Select(v => Math.Log(v)).ToArray(), y.Select(v => Math.Log(v)).ToArray());
        double Variance(double[] v) => v.Sum(e => (e - v.Average()) * (e - v.Average())) / (v.Length - 1);
        var (vx, vy) = (Variance(lx) / 8, Variance(ly) / 8);
        var freedom = (vx + vy) * (vx + vy) / ((vx * vx / 7) + (vy * vy / 7));
        var half = new StudentDistribution(freedom).Quantile(0.995) * Math.Sqrt(vx + vy);
        Assert.Equal(Math.Exp(lx.Average() - ly.Average()), pooled.Point, 9);
        Assert.Equal(Math.Exp(lx.Average() - ly.Average() + half), pooled.High, 6);
    }

    [Fact]
    public void Ratio_HigherPooledCorrelation_IsWider()
    {
        double[] x = [990, 1090, 1010, 1110, 995, 1095, 1005, 1105];
        double[] y = [495, 545, 505, 555, 490, 540, 510, 560];

        var low = AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true, pooledLag1: 0.1);
        var high = AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true, pooledLag1: 0.6);

        Assert.True(high.High / high.Low > low.High / low.Low, $"{high} vs {low}");
    }

    [Fact]
    public void Ratio_PairMoreCorrelatedThanThePooled_ReadAtItsOwnCorrelation()
    {
        // A slow swing: four seconds low, four high, in both tests; the experiment's other series are steady.
        double[] x = [990, 1010, 995, 1005, 1090, 1110, 1095, 1105];
        double[] y = [495, 505, 490, 510, 545, 555, 540, 560];
        var own = AutocorrelatedTInterval.OwnLag1([x, y], AutocorrelatedTInterval.OwnLag1Margin);

        var pooledLow = AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true, pooledLag1: 0);

        Assert.True(own > 0.5, $"own lag-1 {own}");
        Assert.Equal(AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true, pooledLag1: own), pooledLow);
    }

    [Theory]
    [InlineData(8, 0.0, 0.8)]
    [InlineData(60, 0.0, 0.2)]
    public void OwnLag1_IndependentLooking_ReadHighByTheSampleCorrelationsError(int seconds, double atLeast, double atMost)
    {
        // Alternating seconds read a lag-1 of about −1; an 8-second series still cannot rule out a correlation near 0.7.
        var series = Enumerable.Range(0, seconds).Select(i => i % 2 == 0 ? 1000.0 : 1010.0).ToArray();
        var steady = Enumerable.Range(0, seconds).Select(i => 1000 + (10 * Math.Sin(i * 2.4))).ToArray();

        var own = AutocorrelatedTInterval.OwnLag1([series, steady], AutocorrelatedTInterval.OwnLag1Margin);

        Assert.InRange(own, atLeast, atMost);
    }

    [Fact]
    public void Ratio_StalledSecondWithPooledCorrelation_IsReadInBlocks()
    {
        // A second with nothing served has no log; its block's mean still has one.
        double[] x = [0, 410, 390, 400, 405, 395, 400, 400];
        double[] y = [200, 210, 190, 200, 205, 195, 200, 200];

        Assert.Equal(AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true),
            AutocorrelatedTInterval.Ratio(x, y, 0.99, inTimeOrder: true, pooledLag1: 0.2));
    }
}
