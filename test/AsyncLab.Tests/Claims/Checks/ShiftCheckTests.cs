using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims.Checks;

public sealed class ShiftCheckTests
{
    [Fact]
    public void Evaluate_TimeMetric_ShiftAndBandAsDurations()
    {
        var check = new ShiftCheck(Metrics.TimeNs, new CaseSelector("await"), new CaseSelector("direct"), new Band(2000, 8000),
            Band.AtLeast(0))
        {
            ExactValues = true,
            Label = "extra time",
        };

        var outcome = check.Evaluate(new ClaimEvidence([Timed("await", 3500), Timed("direct", 500)]));

        Assert.Equal("extra time in 2.000 µs–8.000 µs", check.HoldsWhen);
        Assert.Equal("3.000 µs", outcome.Measured);
        Assert.Equal(MetricUnit.Nanoseconds, outcome.Unit);
    }

    [Theory]
    [InlineData(248.004, Verdict.Holds)]
    [InlineData(247.99, Verdict.Holds)]
    [InlineData(248.49, Verdict.Differs)]
    public void Evaluate_NoMoreBytesReadUnrounded_HoldsOnlyWithinTheTolerance(double variantBytes, Verdict expected)
    {
        var check = new ShiftCheck(Metrics.AllocatedBytesPerOp, new CaseSelector("variant"), new CaseSelector("send"),
            BytesTolerance.NoMore, Band.Everything)
        {
            ExactValues = true,
            Label = "variant − send",
        };

        var outcome = check.Evaluate(new ClaimEvidence([Allocated("variant", variantBytes), Allocated("send", 248)]));

        Assert.Equal(expected, outcome.Verdict);
        Assert.Equal("variant − send in ≤ 0 B (tolerance 0.25 B)", check.HoldsWhen);
    }

    private static Measurement Allocated(string variant, double bytes) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.AllocatedBytesPerOp] = bytes });

    private static Measurement Timed(string variant, double ns) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.TimeNs] = ns });
}
