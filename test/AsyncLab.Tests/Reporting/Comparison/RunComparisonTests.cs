using AsyncLab.Reporting.Comparison;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting.Comparison;

/// <summary>compare-a.json and compare-b.json: .NET 9 against .NET 10, with one experiment only on each side.</summary>
public class RunComparisonTests
{
    public static RunComparison Fixed() => RunComparison.Of(
        ResultsFile.Read(TestFiles.PathOf("Reporting/Comparison/compare-a.json")),
        ResultsFile.Read(TestFiles.PathOf("Reporting/Comparison/compare-b.json")));

    [Theory]
    [InlineData("sync-over-async-init", "mean_ns", 0.75, Change.Undecided)]
    [InlineData("async-task", "mean_ns", 1.05, Change.Undecided)]
    [InlineData("async-task", "allocated_bytes_per_op", 72.0 / 88, Change.Better)]
    [InlineData("when-all (CollectionCount=10, Delay=1)", "mean_ns", 1.5, Change.Undecided)]
    public void Of_FixedRuns_RatioBOverAMatchedByVariantAndParameters(string measurement, string metric, double ratio, Change change)
    {
        var compared = Fixed().Experiments.Single().Metrics.Single(m => m.Measurement == measurement && m.Metric == metric);

        Assert.Equal(ratio, compared.Ratio!.Value, precision: 9);
        Assert.Equal(change, compared.Change);
    }

    [Fact]
    public void Of_FixedRuns_OnlyTheChangedVerdictIsListed()
    {
        var change = Assert.Single(Fixed().VerdictChanges);

        Assert.Equal("async-cost.task-sync-alloc", change.A.Id);
        Assert.Equal(Verdict.Differs, change.A.Verdict);
        Assert.Equal(Verdict.Holds, change.B.Verdict);
    }

    [Fact]
    public void Of_DifferentExperimentSets_SaysWhatIsMissingOnEachSide()
    {
        var comparison = Fixed();

        Assert.Equal(["task-caching"], comparison.OnlyInA);
        Assert.Equal(["composition"], comparison.OnlyInB);
        Assert.Equal(["async-cost.fast-path-no-alloc"], comparison.Experiments.Single().ClaimsOnlyInB);
    }

    [Fact]
    public void Of_MeasurementOnlyInB_NoRatioAndSaysSo()
    {
        var fastPath = Fixed().Experiments.Single().Metrics.First(m => m.Measurement == "fast-path");

        Assert.Null(fastPath.A);
        Assert.Null(fastPath.Ratio);
        Assert.Equal("only in B", ComparisonText.Ratio(fastPath));
    }

    [Fact]
    public void Of_FixedRuns_MetadataDifferencesMarked()
    {
        var facts = Fixed().Facts.ToDictionary(f => f.Key);

        Assert.True(facts["runtime"].Differs);
        Assert.Equal((".NET 9.0.0", ".NET 10.0.0"), (facts["runtime"].A, facts["runtime"].B));
        Assert.False(facts["cpu"].Differs);
    }

    [Theory]
    [InlineData("throughput_rps", 100, 150, Change.Undecided)]
    [InlineData("ops_per_sec", 100, 50, Change.Undecided)]
    [InlineData("latency_p99_ms", 100, 150, Change.Undecided)]
    [InlineData("allocated_bytes_per_op", 0, 24, Change.Worse)]
    [InlineData("allocated_bytes_per_op", 88, 72, Change.Better)]
    [InlineData("allocated_bytes_per_op", 0, 0, Change.None)]
    [InlineData("allocated_bytes_per_op", 120.02, 120.01, Change.None)]
    [InlineData("allocated_bytes_per_op", 160, 161, Change.None)]
    [InlineData("allocated_bytes_per_op", 248, 256, Change.Worse)]
    [InlineData("allocated_bytes_per_op", 0.4, 8.4, Change.Worse)]
    [InlineData("allocated_bytes_per_op_max", 200, 260, Change.Undecided)]
    [InlineData("allocated_bytes_per_op_min", 200, 160, Change.Undecided)]
    [InlineData("mean_ns", 100, 109, Change.Undecided)]
    [InlineData("in_flight_peak", 1, 4, Change.None)]
    public void Change_SummaryFigureWithoutSamples_OnlyExactBytesAreJudged(string metric, double a, double b, Change expected)
    {
        Assert.Equal(expected, new MetricComparison("m", metric, a, b).Change);
    }

    [Fact]
    public void OfSamples_SameDistribution_NoChangeOrSame()
    {
        var a = Enumerable.Range(0, 30).Select(i => 100.0 + (i % 7)).ToArray();
        var b = Enumerable.Range(0, 30).Select(i => 100.0 + ((i + 3) % 7)).ToArray();

        var compared = MetricComparison.OfSamples("m", "time_ns", a, b);

        Assert.Equal(Change.None, compared.Change);
    }

    [Fact]
    public void OfSamples_BClearlySlower_Worse()
    {
        var a = Enumerable.Range(0, 15).Select(i => 100.0 + i).ToArray();
        var b = a.Select(v => v * 1.3).ToArray();

        Assert.Equal(Change.Worse, MetricComparison.OfSamples("m", "time_ns", a, b).Change);
        Assert.Equal(Change.Better, MetricComparison.OfSamples("m", "throughput_rps", a, b).Change);
    }

    [Fact]
    public void OfSamples_NoisyAndOverlappingAcrossTheThreshold_NoChangeDetected()
    {
        var a = new[] { 100.0, 80, 120, 95, 110 };
        var b = new[] { 108.0, 85, 130, 100, 118 };

        Assert.Equal(Change.Undecided, MetricComparison.OfSamples("m", "time_ns", a, b).Change);
    }

    [Theory]
    [InlineData(1000, 3, "0.0030×")]
    [InlineData(1, 312.42, "312.42×")]
    [InlineData(2, 3, "1.50×")]
    public void Ratio_AnyMagnitude_ReadableText(double a, double b, string expected)
    {
        Assert.Equal(expected, ComparisonText.Ratio(new MetricComparison("m", "mean_ns", a, b)));
    }

    [Fact]
    public void Of_MultiRuntimeRuns_EachOtherRuntimeComparedUnderItsName()
    {
        var a = ResultsFile.Read(TestFiles.PathOf("Reporting/Comparison/compare-a.json"));
        var b = ResultsFile.Read(TestFiles.PathOf("Reporting/Comparison/compare-b.json"));
        var net8 = new RuntimeResult("net8.0", ".NET 8", false, RuntimeStatus.Ok, null, null, [a.Experiments[0]]);

        var compared = RunComparison.Of(a with { Runtimes = [net8] }, b with { Runtimes = [net8 with { Experiments = [b.Experiments[0]] }] });

        Assert.Contains(compared.Experiments, e => e.Id == a.Experiments[0].Id + "@net8.0");
    }
}
