using AsyncLab.Comparison;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Comparison;

/// <summary>compare-a.json and compare-b.json: .NET 9 against .NET 10, with one experiment only on each side.</summary>
public class RunComparisonTests
{
    /// <summary>Spreads of 10 % for every kind, so the tests state what the spread is instead of reading the lab's shipped
    /// figures.</summary>
    public static BetweenRunSpreads TenPercent { get; } = BetweenRunSpreads.Of(
        Enum.GetValues<FigureKind>().Select(k => new BetweenRunSpread(k, 0.10, 10, "a test's: 10 %")));

    /// <summary>The metric as the lab declares it today, as a run written now records it.</summary>
    public static Metric? Declared(string key) => AsyncLab.Catalog.MetricCatalog.Find(key);

    public static RunComparison Fixed() => RunComparison.Of(
        ResultsFile.Read(TestFiles.PathOf("Comparison/compare-a.json")),
        ResultsFile.Read(TestFiles.PathOf("Comparison/compare-b.json")),
        TenPercent);

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
    public void Of_RunsWithoutDeclarations_EveryRowInBothCantTellNeverNoChange()
    {
        static ResultsDocument Undeclared(string name)
        {
            var run = ResultsFile.Read(TestFiles.PathOf($"Comparison/{name}"));
            return run with { Experiments = run.Experiments.Select(e => e with { Metrics = [] }).ToList() };
        }

        var rows = RunComparison.Of(Undeclared("compare-a.json"), Undeclared("compare-b.json"), TenPercent)
            .Experiments.Single().Metrics.Where(m => m.A is not null && m.B is not null).ToList();

        Assert.NotEmpty(rows);
        Assert.All(rows, row =>
        {
            Assert.Equal(UnjudgedReason.Undeclared, row.Unjudged);
            Assert.Equal(Change.Undecided, row.Change);
            Assert.True(row.CannotTell);
            Assert.EndsWith("can't tell (metric not declared)", ComparisonText.RatioWithChange(row), StringComparison.Ordinal);
        });
    }

    [Fact]
    public void Of_OneRunWithoutDeclarations_RowsJudgedByTheOthers()
    {
        var a = ResultsFile.Read(TestFiles.PathOf("Comparison/compare-a.json"));
        var undeclaredA = a with { Experiments = a.Experiments.Select(e => e with { Metrics = [] }).ToList() };

        var bytes = RunComparison.Of(undeclaredA, ResultsFile.Read(TestFiles.PathOf("Comparison/compare-b.json")), TenPercent)
            .Experiments.Single().Metrics.Single(m => m.Measurement == "async-task" && m.Metric == "allocated_bytes_per_op");

        Assert.Equal(Change.Better, bytes.Change);
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
        Assert.Equal(expected, new MetricComparison("m", metric, a, b) { Declared = Declared(metric) }.Change);
    }

    private static readonly double[] Fifteen = [.. Enumerable.Range(0, 15).Select(i => 100.0 + i)];

    [Fact]
    public void OfSamples_SameTightDistribution_NoChangeWithItsDetectableChange()
    {
        var a = Enumerable.Range(0, 30).Select(i => 100.0 + (i % 7)).ToArray();
        var b = Enumerable.Range(0, 30).Select(i => 100.0 + ((i + 3) % 7)).ToArray();

        var compared = MetricComparison.OfSamples("m", "time_ns", Metrics.TimeNs, a, b, ResampledRun.NoBetweenRunSpread);

        Assert.Equal(Change.None, compared.Change);
        Assert.InRange(compared.Detectable!.Value, 0.001, DetectableChange.CantTellAbove);
        Assert.Matches(@"^1\.00× no change \(±\d\.\d %\)$", ComparisonText.RatioWithChange(compared));
    }

    [Fact]
    public void OfSamples_BClearlySlowerBeyondTheSpread_Worse()
    {
        var b = Fifteen.Select(v => v * 1.5).ToArray();

        Assert.Equal(Change.Worse, MetricComparison.OfSamples("m", "time_ns", Metrics.TimeNs, Fifteen, b, TenPercent).Change);
        Assert.Equal(Change.Undecided, MetricComparison.OfSamples("m", "time_ns", Metrics.TimeNs, Fifteen, b,
            BetweenRunSpreads.Of([new(FigureKind.TimePerCall, 0.6, 10, "a test's: 60 %")])).Change);
        // Read as exchangeable draws, as the times above are: the row's direction is what this checks.
        Assert.Equal(Change.Better, MetricComparison.OfSamples("m", "throughput_rps", Metrics.ThroughputRps with { InTimeOrder = false },
            Fifteen, b, ResampledRun.NoBetweenRunSpread).Change);
    }

    [Fact]
    public void OfSamples_ChangeBeyondItsIntervalWithinTheSpread_CantTell()
    {
        var b = Fifteen.Select(v => v * 1.2).ToArray();

        var withSpread = MetricComparison.OfSamples("m", "time_ns", Metrics.TimeNs, Fifteen, b, BetweenRunSpreads.Lab);

        Assert.True(withSpread.Interval!.Value.Low > 1);
        Assert.Equal(Change.Undecided, withSpread.Change);
        Assert.Contains("can't tell (±", ComparisonText.RatioWithChange(withSpread), StringComparison.Ordinal);
        Assert.Equal(Change.Worse,
            MetricComparison.OfSamples("m", "time_ns", Metrics.TimeNs, Fifteen, b, ResampledRun.NoBetweenRunSpread).Change);
    }

    [Fact]
    public void RatioWithChange_DetectableChangeAboveTheThreshold_PrintsCantTellWithIt()
    {
        var a = new[] { 100.0, 80, 120, 95, 110 };
        var b = new[] { 108.0, 85, 130, 100, 118 };

        var compared = MetricComparison.OfSamples("m", "time_ns", Metrics.TimeNs, a, b, ResampledRun.NoBetweenRunSpread);

        Assert.Equal(Change.Undecided, compared.Change);
        Assert.True(compared.Detectable > DetectableChange.CantTellAbove);
        Assert.EndsWith($"can't tell (±{ComparisonText.Percent(compared.Detectable!.Value)})", ComparisonText.RatioWithChange(compared),
            StringComparison.Ordinal);
        Assert.DoesNotContain("no change", ComparisonText.RatioWithChange(compared), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("mean_ns", 0, UnjudgedReason.NoSamples)]
    [InlineData("latency_p99_ms", 0, UnjudgedReason.NoSamples)]
    [InlineData("time_ns", 1, UnjudgedReason.SingleObservation)]
    [InlineData("time_ns", 3, UnjudgedReason.TooFewSamples)]
    [InlineData("elapsed_units", 10, UnjudgedReason.NoSpreadMeasured)]
    [InlineData("speedup_ratio", 10, UnjudgedReason.NoDirection)]
    public void Unjudged_WhatTheRowLacks_SaysWhy(string metric, int samples, UnjudgedReason expected)
    {
        var values = Enumerable.Range(0, samples).Select(i => 100.0 + i).ToArray();
        var compared = samples == 0
            ? new MetricComparison("m", metric, 100, 101) { Declared = Declared(metric) }
            : MetricComparison.OfSamples("m", metric, Declared(metric), values, values, BetweenRunSpreads.Lab);

        Assert.Equal(expected, compared.Unjudged);
        Assert.False(compared.IsJudgedByInterval || compared.IsJudgedExactly);
        Assert.Null(compared.Detectable);
    }

    [Fact]
    public void OfSamples_BytesKeptWithSamples_JudgedExactly()
    {
        var compared = MetricComparison.OfSamples("m", "allocated_bytes_per_op", Metrics.AllocatedBytesPerOp, [120.0, 120.004, 120],
            [128.0, 128, 128.004], BetweenRunSpreads.Lab);

        Assert.True(compared.IsJudgedExactly);
        Assert.Equal(Change.Worse, compared.Change);
    }

    [Fact]
    public void Visibility_FixedRuns_CountsJudgedAndUnjudgedRows()
    {
        var seen = Fixed().Experiments.Single().Visibility;

        Assert.Equal(seen.Rows, seen.Judged + seen.Unjudged.Values.Sum());
        Assert.True(seen.Exactly > 0);
        Assert.True(seen.Unjudged[UnjudgedReason.NoSamples] > 0);
        Assert.True(seen.Marked <= seen.Judged);
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
        var a = ResultsFile.Read(TestFiles.PathOf("Comparison/compare-a.json"));
        var b = ResultsFile.Read(TestFiles.PathOf("Comparison/compare-b.json"));
        var net8 = new RuntimeResult("net8.0", ".NET 8", false, RuntimeStatus.Ok, null, null, [a.Experiments[0]]);

        var compared = RunComparison.Of(a with { Runtimes = [net8] },
            b with { Runtimes = [net8 with { Experiments = [b.Experiments[0]] }] });

        Assert.Contains(compared.Experiments, e => e.Id == a.Experiments[0].Id + "@net8.0");
    }
}
