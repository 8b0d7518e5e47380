using AsyncLab.Catalog;
using AsyncLab.Html;
using AsyncLab.Reporting;
using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Tests.Comparison;

public class FigureKindsTests
{
    [Theory]
    [InlineData("time_ns", FigureKind.TimePerCall)]
    [InlineData("mean_ns", FigureKind.TimePerCall)]
    [InlineData("ops_per_sec", FigureKind.TimePerCall)]
    [InlineData("throughput_rps", FigureKind.Throughput)]
    [InlineData("ideal_share", FigureKind.Throughput)]
    [InlineData("latency_p99_ms", FigureKind.Latency)]
    [InlineData("latency_p99_u", FigureKind.Latency)]
    [InlineData("elapsed_units", FigureKind.WorkUnits)]
    [InlineData("allocated_bytes_per_op", FigureKind.Other)]
    [InlineData("a_key_no_lab_wrote", FigureKind.Other)]
    public void Of_MetricKey_ItsKind(string metric, FigureKind expected)
    {
        Assert.Equal(expected, FigureKinds.Of(MetricCatalog.Find(metric) ?? DeclaredMetrics.Undeclared(metric)));
    }

    [Fact]
    public void Of_DeclaredKind_WinsOverKeyAndUnit()
    {
        var declared = new Metric("throughput_share", MetricUnit.PerSecond, MetricBetter.Higher, "x") { Kind = FigureKind.Other };

        Assert.Equal(FigureKind.Other, FigureKinds.Of(declared));
    }

    [Fact]
    public void Of_OlderFilesDeclarationWithoutKind_ReadFromItsKey()
    {
        // As a results.json written before metrics declared their kind holds it: a rate per second, no kind.
        var older = new Metric(MetricNames.ThroughputRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput rps");

        Assert.Equal(FigureKind.Throughput, FigureKinds.Of(older));
        Assert.Equal(FigureKind.TimePerCall, FigureKinds.Of(older with { Key = "ops_per_sec" }));
    }

    [Fact]
    public void Kind_EveryLabMetricAKeyWouldName_DeclaresThatKind()
    {
        // The key is read only for older files: a metric the lab declares today says its kind itself.
        var named = MetricCatalog.All.Where(m => FigureKinds.OfOlderKey(m.Key) is not null).ToList();

        Assert.NotEmpty(named);
        Assert.All(named, m => Assert.Equal(FigureKinds.OfOlderKey(m.Key), m.Kind));
    }

    [Fact]
    public void Lab_TimePerCallAndThroughput_MeasuredWithTheirBasis()
    {
        var time = BetweenRunSpreads.Lab.For(Metrics.TimeNs);

        Assert.NotNull(time);
        Assert.Equal(1.302, time.Spread);
        Assert.StartsWith("time per call ±130 % (2652 pairs: ", time.Describe(), StringComparison.Ordinal);
        Assert.Equal(0.335, BetweenRunSpreads.Lab.ForExperiment("command-bus").For(Metrics.TimeNs)!.Spread);
        Assert.NotNull(BetweenRunSpreads.Lab.For(Metrics.ThroughputRps));
        Assert.Null(BetweenRunSpreads.Lab.For(Metrics.LatencyP99Ms));
    }
}
