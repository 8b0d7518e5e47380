using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

public sealed class MedianCheckTests
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
        Assert.Equal(expected, MedianCheck.LowerRank(n, 0.99));
    }

    [Fact]
    public void Interval_TenSamples_MedianBetweenSmallestAndLargest()
    {
        var estimate = MedianCheck.Interval([5, 1, 4, 2, 3, 9, 8, 7, 6, 10], 0.99);

        Assert.Equal(new Estimate(1, 5.5, 10), estimate);
    }

    [Fact]
    public void Interval_TwoSamples_Unbounded()
    {
        var estimate = MedianCheck.Interval([1, 2], 0.99);

        Assert.True(double.IsInfinity(estimate.Low) && double.IsInfinity(estimate.High));
    }

    [Theory]
    [InlineData(0.9, Verdict.Holds)]
    [InlineData(0.5, Verdict.Differs)]
    [InlineData(0.2, Verdict.Refuted)]
    [InlineData(0.8, Verdict.Inconclusive)]
    public void Evaluate_SamplesAroundLevel_VerdictFromInterval(double level, Verdict expected)
    {
        var check = new MedianCheck(Share, Case, Band.AtLeast(0.8), Band.AtLeast(0.32));
        var samples = new[] { -0.05, 0.03, 0.01, -0.02, 0.04, -0.04, 0.02, 0, -0.01, 0.05 }.Select(d => level + d).ToArray();

        var outcome = check.Evaluate(new ClaimEvidence([Measurement(samples)]));

        Assert.Equal(expected, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_CaseMissing_NotMeasured()
    {
        var check = new MedianCheck(Share, new CaseSelector("other"), Band.AtLeast(0.8), Band.AtLeast(0.32));

        Assert.Equal(Verdict.NotMeasured, check.Evaluate(new ClaimEvidence([Measurement([1.0])])).Verdict);
    }

    private static Measurement Measurement(double[] samples) =>
        new("async", new Dictionary<string, string>(), new Dictionary<string, double> { ["share"] = samples.Average() })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["share"] = samples },
        };
}
