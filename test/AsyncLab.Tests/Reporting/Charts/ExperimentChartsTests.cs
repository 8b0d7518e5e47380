using AsyncLab.Html.Charts;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting.Charts;

public class ExperimentChartsTests
{
    [Fact]
    public void For_NoParameters_BarsOfTimeAndBytesPerVariantWithPublishedMarks()
    {
        var charts = ExperimentCharts.For(RichResults.Experiment("async-cost"));

        Assert.Equal(["async-cost-1.svg", "async-cost-2.svg", "async-cost-3.svg"], charts.Select(c => c.FileName));
        var time = Assert.IsType<BarChart>(charts[0].Chart);
        var bytes = Assert.IsType<BarChart>(charts[1].Chart);
        Assert.Equal(MetricNames.MeanNs, time.Metric);
        Assert.Equal(MetricNames.AllocatedBytesPerOp, bytes.Metric);
        var asyncTask = time.Categories.ToList().IndexOf("async-task");
        Assert.Equal(1890.25, Assert.Single(time.Series).Values[asyncTask]);
        Assert.Equal(2523, time.Series[0].Published![asyncTask]);
        Assert.Null(time.Series[0].Published![time.Categories.ToList().IndexOf("fast-path")]);
    }

    [Fact]
    public void For_NumericParametersOverDecades_LogLinesPerVariantAndOtherParameter()
    {
        var charts = ExperimentCharts.For(RichResults.Experiment("whenall-vs-foreachasync")).Select(c => c.Chart).ToList();

        // Two suites (IO: count × delay, CPU: count × iterations), each cut along both numeric parameters.
        Assert.Equal(4, charts.Count);
        var byCount = Assert.IsType<LineChart>(charts[0]);
        Assert.Equal("CollectionCount", byCount.XLabel);
        Assert.Contains("(suite=io)", byCount.Title, StringComparison.Ordinal);
        Assert.True(byCount.LogX);
        Assert.True(byCount.LogY);
        Assert.Equal(6, byCount.Lines.Count);
        Assert.Contains(byCount.Lines,
            l => l.Name == "foreach-async · Delay=100" && l.Points.Select(p => p.X).SequenceEqual([1.0, 10, 100]));
        Assert.Equal(2, byCount.Lines.Select(l => l.Colour).Distinct().Count());
        Assert.Equal(3, byCount.Lines.Select(l => l.Marker).Distinct().Count());
        Assert.Equal("Delay", Assert.IsType<LineChart>(charts[1]).XLabel);
        Assert.Equal("Iterations", Assert.IsType<LineChart>(charts[3]).XLabel);
    }

    [Fact]
    public void For_TwoValuedNumericParameter_BarsNamedByParameterNotLines()
    {
        var charts = ExperimentCharts.For(RichResults.Experiment("web-throughput")).Select(c => c.Chart).ToList();

        var throughput = Assert.IsType<BarChart>(charts[0]);
        Assert.Equal(MetricNames.ThroughputRps, throughput.Metric);
        Assert.Contains("fair · users=25", throughput.Categories);
        Assert.Equal(10.7, throughput.Series[0].Published![throughput.Categories.ToList().IndexOf("fair · users=25")]);
    }

    [Fact]
    public void For_LatencyPercentiles_GroupedBarsPerVariant()
    {
        var charts = ExperimentCharts.For(RichResults.Experiment("web-throughput")).Select(c => c.Chart).ToList();

        var latency = Assert.IsType<BarChart>(charts.Single(c => c.Title.StartsWith("Latency percentiles", StringComparison.Ordinal)));
        Assert.Equal(["p50", "p90", "p99"], latency.Series.Select(s => s.Name));
        Assert.Equal(6, latency.Categories.Count);
    }

    [Fact]
    public void For_SeriesWithTwoUnitsInOneGroup_OneLineChartPerUnit()
    {
        var charts = ExperimentCharts.For(RichResults.Experiment("web-throughput")).Select(c => c.Chart).OfType<LineChart>().ToList();

        Assert.Equal(["200 users: throughput_rps against s", "200 users: threads against s"], charts.Select(c => c.Title));
        Assert.All(charts, c => Assert.Equal(2, c.Lines.Count));
        Assert.All(charts, c => Assert.False(c.LogY || c.LogX));
    }

    [Fact]
    public void For_SeriesOfManyVariantsInOneGroup_OneChartPerUnitWithEveryVariantOnIt()
    {
        Series Line(string variant, string unit, double y) =>
            new(variant, "seconds", unit, [new SeriesPoint(1, y), new SeriesPoint(2, y)]) { Group = "200 users (pool 4)" };
        var experiment = new ExperimentResult("web", "Web", ExperimentStatus.Ok, null, [], [])
        {
            Series =
            [
                .. new[] { "fair", "fair-async", "async", "sync-over-async" }
                    .SelectMany(v => new[] { Line(v, "req/s", 50), Line(v, "worker threads", 8) })
            ],
        };

        var charts = ExperimentCharts.For(experiment).Select(c => Assert.IsType<LineChart>(c.Chart)).ToList();

        Assert.Equal(["200 users (pool 4): req/s against seconds", "200 users (pool 4): worker threads against seconds"],
            charts.Select(c => c.Title));
        Assert.All(charts, c => Assert.Equal(["fair", "fair-async", "async", "sync-over-async"], c.Lines.Select(l => l.Name)));
        Assert.All(charts, c => Assert.Equal(4, c.Lines.Select(l => l.Colour).Distinct().Count()));
    }

    [Fact]
    public void For_MeasurementsWithSamples_BoxPerSampledCaseWithItsBytesBeside()
    {
        var charts = ExperimentCharts.For(RichResults.Experiment("async-cost"));

        var boxes = Assert.IsType<BoxChart>(Assert.Single(charts, c => c.Chart is BoxChart).Chart);
        Assert.Equal("time_ns", boxes.Metric);
        Assert.Equal("allocated per operation", boxes.SideLabel);

        // fast-path carries no samples in the fixture: it is left out rather than drawn as an empty box.
        Assert.DoesNotContain(boxes.Rows, r => r.Label == "fast-path");
        // Five BenchmarkDotNet rows and the three of the lab's bursts in turns.
        Assert.Equal(8, boxes.Rows.Count);
        Assert.Contains(boxes.Rows, r => r.Label == "turns-async-task");
        var asyncTask = Assert.Single(boxes.Rows, r => r.Label == "async-task");
        Assert.Equal("72 B", asyncTask.Side);
        Assert.Equal(15, asyncTask.Samples.Count);
    }

    [Fact]
    public void For_NoSamples_NoBoxChart()
    {
        var experiment = RichResults.Experiment("async-cost");
        var withoutSamples = experiment with { Measurements = [.. experiment.Measurements.Select(m => m with { Samples = null })] };

        Assert.DoesNotContain(ExperimentCharts.For(withoutSamples), c => c.Chart is BoxChart);
    }

    [Fact]
    public void For_OnlyMetricsWithoutAChart_NoCharts()
    {
        var experiment = new ExperimentResult("probe", "Probe", ExperimentStatus.Ok, null,
            [new Measurement("a", new Dictionary<string, string>(), new Dictionary<string, double> { ["same_instance"] = 1 })], []);

        Assert.Empty(ExperimentCharts.For(experiment));
    }

    [Fact]
    public void For_FailedExperiment_NoCharts()
    {
        Assert.Empty(ExperimentCharts.For(RichResults.Experiment("task-caching")));
    }
}
