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

        Assert.Equal(["async-cost-1.svg", "async-cost-2.svg"], charts.Select(c => c.FileName));
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
        Assert.True(byCount.XScale.Log);
        Assert.True(byCount.YScale.Log);
        Assert.Equal(6, byCount.Lines.Count);
        Assert.Contains(byCount.Lines, l => l.Name == "foreach-async · Delay=100" && l.Points.Select(p => p.X).SequenceEqual([1.0, 10, 100]));
        Assert.Equal(2, byCount.Lines.Select(l => l.Colour).Distinct().Count());
        Assert.Equal(3, byCount.Lines.Select(l => l.Dash).Distinct().Count());
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
        Assert.All(charts, c => Assert.False(c.YScale.Log));
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
