using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

public sealed class ShiftCheckTests
{
    [Fact]
    public void Evaluate_TimeMetric_ShiftAndBandAsDurations()
    {
        var check = new ShiftCheck(Metrics.TimeNs, new CaseSelector("await"), new CaseSelector("direct"), new Band(2000, 8000), Band.AtLeast(0))
        {
            ExactValues = true,
            Label = "extra time",
        };

        var outcome = check.Evaluate(new ClaimEvidence([Timed("await", 3500), Timed("direct", 500)]));

        Assert.Equal("extra time in 2.000 µs–8.000 µs", check.HoldsWhen);
        Assert.Equal("3.000 µs", outcome.Measured);
        Assert.Equal(MetricUnit.Nanoseconds, outcome.Unit);
    }

    private static Measurement Timed(string variant, double ns) =>
        new(variant, new Dictionary<string, string>(), new Dictionary<string, double> { [MetricNames.TimeNs] = ns });
}
