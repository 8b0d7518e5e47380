using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>Bars per variant: the headline metrics with the published figure marked, and latency percentiles side by side.</summary>
internal static class VariantCharts
{
    /// <summary>The metrics worth a bar chart of their own, when present.</summary>
    private static readonly string[] BarMetrics =
    [
        MetricNames.MeanNs, MetricNames.AllocatedBytesPerOp, MetricNames.OpsPerSec, MetricNames.ThroughputRps,
    ];

    private static readonly string[] Percentiles = [MetricNames.LatencyP50Ms, "latency_p90_ms", MetricNames.LatencyP99Ms];

    public static IEnumerable<IChart> Bars(MeasurementGroup group)
    {
        var categories = group.Measurements.Select(m => MeasurementGroup.Label(m, group.Varying)).ToList();
        foreach (var metric in BarMetrics.Where(metric => group.Measurements.Any(m => m.Metrics.ContainsKey(metric))))
        {
            var series = new BarSeries(MetricFormat.Label(metric), group.Measurements.Select(m => Get(m.Metrics, metric)).ToList())
            {
                Published = group.Measurements.Select(m => Get(m.Published, metric)).ToList(),
            };
            yield return new BarChart($"{Title(metric)} per variant{group.ConstantSuffix()}", metric, Axis(metric), categories, [series]);
        }
    }

    public static IEnumerable<IChart> Latency(MeasurementGroup group)
    {
        var present = Percentiles.Where(p => group.Measurements.Any(m => m.Metrics.ContainsKey(p))).ToList();
        if (present.Count < 2)
        {
            yield break;
        }

        var measured = group.Measurements.Where(m => present.Any(m.Metrics.ContainsKey)).ToList();
        var series = present.Select(p => new BarSeries(p["latency_".Length..^"_ms".Length], measured.Select(m => Get(m.Metrics, p)).ToList())
        {
            Published = measured.Select(m => Get(m.Published, p)).ToList(),
        }).ToList();
        var categories = measured.Select(m => MeasurementGroup.Label(m, group.Varying)).ToList();
        yield return new BarChart($"Latency percentiles per variant{group.ConstantSuffix()}", MetricNames.LatencyP50Ms, "latency (lower is better)", categories, series);
    }

    private static double? Get(IReadOnlyDictionary<string, double>? metrics, string name) =>
        metrics is not null && metrics.TryGetValue(name, out var value) && double.IsFinite(value) ? value : null;

    public static string Title(string metric) => metric switch
    {
        MetricNames.MeanNs => "Mean time per operation",
        MetricNames.AllocatedBytesPerOp => "Bytes allocated per operation",
        MetricNames.OpsPerSec => "Operations per second",
        MetricNames.ThroughputRps => "Throughput",
        _ => MetricFormat.Label(metric),
    };

    private static string Axis(string metric) => metric switch
    {
        MetricNames.OpsPerSec => "operations per second (higher is better)",
        MetricNames.ThroughputRps => "requests per second (higher is better)",
        MetricNames.AllocatedBytesPerOp => "bytes per operation (lower is better)",
        _ => MetricFormat.Label(metric) + " (lower is better)",
    };
}
