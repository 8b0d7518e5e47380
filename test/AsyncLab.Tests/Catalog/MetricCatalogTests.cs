using AsyncLab.Catalog;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Catalog;

/// <summary>
/// The registry is the shared metrics and every catalogued experiment's own: each key once, and every key a recorded run
/// holds known, so no figure of those runs prints without its unit.
/// </summary>
public class MetricCatalogTests
{
    public static TheoryData<string> Runs() => RecordedRuns.Names();

    [Fact]
    public void All_EveryKey_IsDeclaredOnce()
    {
        var duplicated = MetricCatalog.All.GroupBy(m => m.Key, StringComparer.Ordinal).Where(g => g.Count() > 1).Select(g => g.Key);

        Assert.Empty(duplicated);
    }

    [Fact]
    public void All_SharedAndEveryExperimentsOwn()
    {
        var expected = Metrics.Shared.Concat(ExperimentCatalog.All.SelectMany(e => e.Metrics));

        Assert.Equal(expected, MetricCatalog.All);
        Assert.Contains(MetricCatalog.All, m => m.Key == "same_instance");
    }

    [Fact]
    public void All_EveryExperimentsMetricsClass_IsHandedOver()
    {
        // A <Name>Metrics class in an experiment's folder that its experiment forgot to hand over would leave its keys unregistered.
        var declared = typeof(ExperimentCatalog).Assembly.GetTypes()
            .Where(t => t.Namespace?.StartsWith("AsyncLab.Experiments.", StringComparison.Ordinal) == true
                && t.Name.EndsWith("Metrics", StringComparison.Ordinal))
            .SelectMany(Metrics.DeclaredIn)
            .ToList();

        Assert.NotEmpty(declared);
        Assert.All(declared, metric => Assert.Contains(metric, MetricCatalog.All));
    }

    [Theory]
    [MemberData(nameof(Runs))]
    public void RecordedRun_EveryMetricSampleAndHistogramKey_IsRegistered(string file)
    {
        var run = ResultsFile.Read(RecordedRuns.PathOf(file));
        var measurements = run.Experiments.Concat(run.Runtimes.SelectMany(r => r.Experiments)).SelectMany(e => e.Measurements).ToList();
        var keys = measurements.SelectMany(m => m.Metrics.Keys
                .Concat(m.Published?.Keys ?? [])
                .Concat(m.Samples?.Keys ?? [])
                .Concat(m.Histograms?.Keys ?? []))
            .Distinct(StringComparer.Ordinal)
            .ToList();

        var unregistered = keys.Where(k => MetricCatalog.Find(k) is null).ToList();

        Assert.NotEmpty(keys);
        Assert.Empty(unregistered);
    }

    [Fact]
    public void Find_RegisteredKey_ReturnsItsDeclaration()
    {
        var metric = MetricCatalog.Find("latency_p99_ms");

        Assert.Equal(Metrics.LatencyP99Ms, metric);
        Assert.Equal(MetricUnit.Milliseconds, metric!.Unit);
        Assert.Equal(MetricBetter.Lower, metric.Better);
    }

    [Fact]
    public void Find_ExperimentsOwnKey_ReturnsItsDeclaration()
    {
        var metric = MetricCatalog.Find("elapsed_units");

        Assert.Equal(MetricUnit.WorkUnits, metric!.Unit);
        Assert.Equal("elapsed units", metric.Label);
    }

}
