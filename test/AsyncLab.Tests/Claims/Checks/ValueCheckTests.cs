using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims.Checks;

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
    public void Evaluate_OneObjectEvery49Calls_ZeroByteClaimRefutedShowingTheFraction()
    {
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, BytesTolerance.Zero, BytesTolerance.Zero) { Label = "bytes" };

        var outcome = check.Evaluate(new ClaimEvidence([Measured(Metrics.AllocatedBytesPerOp, 24.0 / 49)]));

        Assert.Equal(Verdict.Refuted, outcome.Verdict);
        Assert.Equal("bytes = 0.49 B: outside the claimed side 0 B (tolerance 0.25 B)", outcome.Figures);
    }

    [Fact]
    public void Evaluate_StrayThousandthsOfAByte_ZeroByteClaimHolds()
    {
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, BytesTolerance.Zero, BytesTolerance.Zero) { Label = "bytes" };

        var outcome = check.Evaluate(new ClaimEvidence([Measured(Metrics.AllocatedBytesPerOp, 0.0000456)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
        Assert.Equal("bytes = 0.000046 B, inside 0 B (tolerance 0.25 B)", outcome.Figures);
    }

    [Fact]
    public void Evaluate_StrayKilobytesInASmokeRoundsIteration_ZeroByteClaimHolds()
    {
        // A smoke run's one round: 65,536 calls, and 2,304 B of the runtime's own landing in its measured iteration.
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, BytesTolerance.Zero, BytesTolerance.Zero) { Label = "bytes" };

        var outcome = check.Evaluate(new ClaimEvidence([Measured(Metrics.AllocatedBytesPerOp, 2304.0 / 65536)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
    }

    [Fact]
    public void Evaluate_LargestStrayOfASmokeRoundSeen_ZeroByteClaimHolds()
    {
        // 5.6 KB of the runtime's own over 65,536 calls: 0.086 B, read by a smoke run on the lab's VM.
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, BytesTolerance.Zero, BytesTolerance.Zero) { Label = "bytes" };

        var outcome = check.Evaluate(new ClaimEvidence([Measured(Metrics.AllocatedBytesPerOp, 0.086)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
    }

    [Fact]
    public void HoldsWhen_ZeroBytes_StatesTheTolerance()
    {
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, BytesTolerance.Zero, BytesTolerance.Zero) { Label = "bytes" };

        Assert.Equal("bytes = 0 B (tolerance 0.25 B)", check.HoldsWhen);
    }

    [Theory]
    [InlineData(80.0003)]
    [InlineData(79.9998)]
    public void Evaluate_WholeCountReadUnrounded_HoldsItsPrintedCountBand(double unrounded)
    {
        // A printed byte count's band (docs/published/hedges.json, "printed-bytes"): the count ±0.5 B, no tolerance added.
        var check = new ValueCheck(Metrics.AllocatedBytesPerOp, Case, new Band(79.5, 80.5), Band.AtLeast(1)) { Label = "bytes" };

        var outcome = check.Evaluate(new ClaimEvidence([Measured(Metrics.AllocatedBytesPerOp, unrounded)]));

        Assert.Equal(Verdict.Holds, outcome.Verdict);
        Assert.Equal("bytes = 80 B, inside 79.5 B–80.5 B", outcome.Figures);
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
