using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Claims.Checks;

/// <summary>A case against a yardstick: the median of exchangeable samples, the mean level of a load test's seconds.</summary>
public sealed class LevelCheckTests
{
    private static readonly CaseSelector Case = new("async");

    private static readonly Metric Share = new("share", MetricUnit.Fraction, MetricBetter.Higher, "share");

    [Theory]
    [InlineData(7, 0)]
    [InlineData(8, 1)]
    [InlineData(20, 4)]
    public void LowerRank_SampleCount_OrderStatisticOfTheInterval(int n, int expected)
    {
        // P(B ≤ k − 1) ≤ 0.005 for B ~ Binomial(n, ½): 2^−7 > 0.005 > 2^−8; for 20, P(B ≤ 3) = 0.0013 and P(B ≤ 4) = 0.0059.
        Assert.Equal(expected, LevelCheck.LowerRank(n, 0.99));
    }

    [Fact]
    public void Interval_TenSamples_MedianBetweenSmallestAndLargest()
    {
        var estimate = LevelCheck.Interval([5, 1, 4, 2, 3, 9, 8, 7, 6, 10], 0.99);

        Assert.Equal(new Estimate(1, 5.5, 10), estimate);
    }

    [Fact]
    public void Interval_TwoSamples_Unbounded()
    {
        var estimate = LevelCheck.Interval([1, 2], 0.99);

        Assert.True(double.IsInfinity(estimate.Low) && double.IsInfinity(estimate.High));
    }

    [Theory]
    [InlineData(0.9, Verdict.Holds)]
    [InlineData(0.5, Verdict.Differs)]
    [InlineData(0.2, Verdict.Refuted)]
    [InlineData(0.8, Verdict.Inconclusive)]
    public void Evaluate_SamplesAroundLevel_VerdictFromInterval(double level, Verdict expected)
    {
        var check = new LevelCheck(Share, Case, Band.AtLeast(0.8), Band.AtLeast(0.32));
        var samples = new[] { -0.05, 0.03, 0.01, -0.02, 0.04, -0.04, 0.02, 0, -0.01, 0.05 }.Select(d => level + d).ToArray();

        var outcome = check.Evaluate(new ClaimEvidence([Measurement(samples)]));

        Assert.Equal(expected, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_CaseMissing_NotMeasured()
    {
        var check = new LevelCheck(Share, new CaseSelector("other"), Band.AtLeast(0.8), Band.AtLeast(0.32));

        Assert.Equal(Verdict.NotMeasured, check.Evaluate(new ClaimEvidence([Measurement([1.0])])).Verdict);
    }

    [Fact]
    public void Evaluate_SecondsInTimeOrder_MeanLevelModeratedByTheExperimentsTests()
    {
        // Eight tests of eight seconds whose neighbours alternate (pooled correlation 0): a t interval on the seconds' mean,
        // at the test's own correlation where that reads higher, its spread moderated by the other tests'.
        var share = Metrics.IdealShare;
        double[] async = [0.95, 1.0, 0.98, 1.0, 0.99, 1.0, 0.97, 1.0];
        var others = Enumerable.Range(0, 7).Select(i => Seconds($"other-{i}", share, [0.5, 0.6, 0.5, 0.6, 0.5, 0.6, 0.5, 0.6]));
        var check = new LevelCheck(share, Case, Band.AtLeast(0.8), Band.AtLeast(0.32));

        var evidence = new ClaimEvidence([Seconds("async", share, async), .. others]);

        var outcome = check.Evaluate(evidence);

        Assert.Equal(Verdict.Holds, outcome.Verdict);
        Assert.Equal(AutocorrelatedTInterval.Level(async, evidence.Confidence,
            AutocorrelatedTInterval.LoadSecondsPrior.Of(evidence.Measurements, share)), outcome.Estimate);
        Assert.Equal(async.Average(), outcome.Estimate.Point, 12);
        Assert.Contains("async mean ideal_share", check.HoldsWhen, StringComparison.Ordinal);
    }

    [Fact]
    public void Evaluate_SteadyTestThatDipsOnce_HoldsWhereItsOwnSpreadAloneCrossesTheEdge()
    {
        // A test at its users' full rate for four seconds, 5 % below it for three: read at a correlation near one, its own
        // seven seconds are in effect one unit and span far past 80 % either way; the experiment's other tests say how much
        // a second moves.
        var share = Metrics.IdealShare;
        double[] async = [1.0, 1.0, 1.0, 1.0, 0.951, 0.948, 0.964];
        var others = Enumerable.Range(0, 7).Select(i =>
            Seconds($"other-{i}", share, [0.50, 0.52, 0.51, 0.49, 0.50, 0.53, 0.50, 0.51 + (0.01 * i)]));
        var check = new LevelCheck(share, Case, Band.AtLeast(0.8), Band.AtLeast(0.32));
        var evidence = new ClaimEvidence([Seconds("async", share, async), .. others]);

        var outcome = check.Evaluate(evidence);
        var alone = AutocorrelatedTInterval.Level(async, evidence.Confidence,
            AutocorrelatedTInterval.PooledLag1(evidence.Measurements, share) ?? 0);

        Assert.True(alone.Low < 0.8, $"its own spread alone: {alone}");
        Assert.Equal(Verdict.Holds, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_OneTestAlone_ReadAtItsOwnCorrelationAndSpread()
    {
        double[] seconds = [0.8, 1.0, 0.98, 1.0, 0.99, 1.0, 0.97, 1.0];
        var check = new LevelCheck(Metrics.IdealShare, Case, Band.AtLeast(0.8), Band.AtLeast(0.32));

        var evidence = new ClaimEvidence([Seconds("async", Metrics.IdealShare, seconds)]);

        var outcome = check.Evaluate(evidence);

        // No other test to borrow a spread from: eight seconds near one unit, whose interval crosses 0.8.
        Assert.Equal(AutocorrelatedTInterval.Level(seconds, evidence.Confidence, AutocorrelatedTInterval.LoadSecondsPrior.Of([seconds])),
            outcome.Estimate);
        Assert.Equal(Verdict.Inconclusive, outcome.Verdict);
    }

    [Fact]
    public void Level_EverySecondAlike_Exact()
    {
        Assert.Equal(Estimate.Exact(1.0), AutocorrelatedTInterval.Level([1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], 0.99, 0.2));
    }

    [Fact]
    public void Level_HigherPooledCorrelation_Wider()
    {
        // Seconds that alternate: their own correlation reads below both pooled ones, so the pooled one sets the width.
        double[] seconds = [0.9, 1.0, 0.92, 1.0, 0.91, 1.0, 0.93, 1.0];

        var low = AutocorrelatedTInterval.Level(seconds, 0.99, 0.1);
        var high = AutocorrelatedTInterval.Level(seconds, 0.99, 0.6);

        Assert.True(high.High - high.Low > low.High - low.Low, $"{high} vs {low}");
    }

    [Fact]
    public void Level_SecondsSwingingSlowlyAmongSteadyTests_WiderThanTheSameSecondsAlternating()
    {
        // One test that drifts down and back among tests whose pooled correlation is 0: read at its own correlation, not 0.
        double[] swinging = [1.0, 0.97, 0.93, 0.9, 0.9, 0.92, 0.96, 1.0];
        double[] alternating = [1.0, 0.9, 0.97, 0.9, 0.96, 0.92, 1.0, 0.93];

        var slow = AutocorrelatedTInterval.Level(swinging, 0.99, 0);
        var quick = AutocorrelatedTInterval.Level(alternating, 0.99, 0);

        Assert.Equal(quick.Point, slow.Point, 12);
        Assert.True(slow.High - slow.Low > 2 * (quick.High - quick.Low), $"{slow} vs {quick}");
    }

    [Fact]
    public void Level_NoSeconds_UnknownAndTooFewUnbounded()
    {
        Assert.False(AutocorrelatedTInterval.Level([], 0.99, 0).IsKnown);
        Assert.True(double.IsInfinity(AutocorrelatedTInterval.Level([1.0, 2.0, 3.0], 0.99, (double?)null).High));
    }

    private static Measurement Seconds(string variant, Metric metric, double[] seconds) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [metric.Key] = seconds.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [metric.Key] = seconds },
        };

    private static Measurement Measurement(double[] samples) => Seconds("async", Share, samples);
}
