using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

/// <summary>A check on one metric prints its figure, band and why line in the unit the metric declares.</summary>
public sealed class ValueCheckTests
{
    private static readonly CaseSelector Case = new("async-task");

    [Fact]
    public void Evaluate_BytesMetric_FigureAndBandInBytes()
    {
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, Band.AtLeast(1), Band.AtLeast(1));

        var outcome = check.Evaluate(new ClaimEvidence([Measured(Metrics.AllocatedBytesPerOp, 72)]));

        Assert.Equal("72 B", outcome.Measured);
        Assert.Equal("async-task allocated_bytes_per_op = 72 B, inside ≥ 1 B", outcome.Figures);
        Assert.Equal(MetricUnit.Bytes, outcome.Unit);
    }

    [Fact]
    public void HoldsWhen_FlagMetric_ReadsYesOrNo()
    {
        var flag = new Metric("same_instance", MetricUnit.Flag, MetricBetter.Neither, "same instance");

        Assert.Equal("shared: yes", ValueCheck.Yes(flag, Case, "shared").HoldsWhen);
        Assert.Equal("shared: no", new ValueCheck(flag, Case, Band.Exactly(0), Band.Everything) { Label = "shared" }.HoldsWhen);
    }

    private static Measurement Measured(Metric metric, double value) =>
        new(Case.Variant, new Dictionary<string, string>(), new Dictionary<string, double> { [metric.Key] = value });
}
