using System.Reflection;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Results;

public class MetricsTests
{
    public static TheoryData<string> Runs() => RecordedRuns.Names();

    [Fact]
    public void All_EveryKey_IsUnique()
    {
        var duplicated = Metrics.All.GroupBy(m => m.Key, StringComparer.Ordinal).Where(g => g.Count() > 1).Select(g => g.Key);

        Assert.Empty(duplicated);
    }

    [Fact]
    public void All_EveryDeclaredMember_IsListed()
    {
        var declared = typeof(Metrics).GetFields(BindingFlags.Public | BindingFlags.Static)
            .Where(f => f.FieldType == typeof(Metric))
            .Select(f => (Metric)f.GetValue(null)!)
            .ToList();

        Assert.Equal(declared.Select(m => m.Key).Order(StringComparer.Ordinal), Metrics.All.Select(m => m.Key).Order(StringComparer.Ordinal));
    }

    [Fact]
    public void MetricNames_EveryConstant_IsRegisteredAndNothingElse()
    {
        var constants = typeof(MetricNames).GetFields(BindingFlags.Public | BindingFlags.Static)
            .Where(f => f.IsLiteral)
            .Select(f => (string)f.GetRawConstantValue()!)
            .Order(StringComparer.Ordinal);

        Assert.Equal(constants, Metrics.All.Select(m => m.Key).Order(StringComparer.Ordinal));
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

        var unregistered = keys.Where(k => Metrics.Find(k) is null).ToList();

        Assert.NotEmpty(keys);
        Assert.Empty(unregistered);
    }

    [Fact]
    public void Find_RegisteredKey_ReturnsItsDeclaration()
    {
        var metric = Metrics.Find("latency_p99_ms");

        Assert.Equal(Metrics.LatencyP99Ms, metric);
        Assert.Equal(MetricUnit.Milliseconds, metric!.Unit);
        Assert.Equal(MetricBetter.Lower, metric.Better);
    }

    [Fact]
    public void Of_KeyFromAnOlderRun_PlainNumberWithNoDirection()
    {
        var metric = Metrics.Of("threads_peak");

        Assert.Null(Metrics.Find("threads_peak"));
        Assert.Equal(new Metric("threads_peak", MetricUnit.Number, MetricBetter.Neither, "threads peak"), metric);
    }
}
