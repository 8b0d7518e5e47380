using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Claims.Checks;

public sealed class GainComparisonCheckTests
{
    [Fact]
    public void Quotient_TwoIntervals_WidestQuotientOfTheirEnds()
    {
        var estimate = GainComparisonCheck.Quotient(new Estimate(0.9, 1.0, 1.2), new Estimate(1.8, 2.0, 2.4));

        Assert.Equal(0.9 / 2.4, estimate.Low, 12);
        Assert.Equal(0.5, estimate.Point, 12);
        Assert.Equal(1.2 / 1.8, estimate.High, 12);
    }

    [Fact]
    public void Quotient_DenominatorReachesZero_Unbounded()
    {
        var estimate = GainComparisonCheck.Quotient(new Estimate(0.9, 1.0, 1.2), new Estimate(-0.1, 0.5, 1.0));

        Assert.True(double.IsNegativeInfinity(estimate.Low) && double.IsPositiveInfinity(estimate.High));
    }

    [Theory]
    [InlineData(1.0, 2.0, Verdict.Holds)]
    [InlineData(3.0, 2.0, Verdict.Refuted)]
    [InlineData(2.0, 2.0, Verdict.Inconclusive)]
    public void Evaluate_HighAndLowGains_GainShrinksOrNot(double highGain, double lowGain, Verdict expected)
    {
        var check = new GainComparisonCheck(Gain("high"), Gain("low"), Band.AtMost(1), Band.AtMost(1), "high ÷ low");
        var evidence = new ClaimEvidence(
            [Case("a", "high", 100 * highGain), Case("b", "high", 100), Case("a", "low", 100 * lowGain), Case("b", "low", 100)]);

        Assert.Equal(expected, check.Evaluate(evidence).Verdict);
    }

    private static readonly Metric Rps = new("rps", MetricUnit.PerSecond, MetricBetter.Higher, "rps");

    private static RatioCheck Gain(string load) =>
        new(Rps, CaseSelector.Of("a", ("load", load)), CaseSelector.Of("b", ("load", load)), Band.Everything, Band.Everything);

    private static Measurement Case(string variant, string load, double rps)
    {
        var samples = new[] { -0.03, 0.01, 0.02, -0.01, 0, 0.03, -0.02, 0.01, -0.03, 0.02 }.Select(d => rps * (1 + d)).ToArray();
        return new Measurement(variant, new Dictionary<string, string> { ["load"] = load },
            new Dictionary<string, double> { ["rps"] = rps })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["rps"] = samples },
        };
    }
}
