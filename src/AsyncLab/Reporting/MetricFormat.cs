using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// The order metrics read in, wherever a table or comparison lists them; their labels and units come from the run's own
/// declarations (<see cref="DeclaredMetrics"/>).
/// </summary>
public static class MetricFormat
{
    private static readonly string[] PreferredOrder =
    [
        MetricNames.MeanNs, MetricNames.MedianNs, MetricNames.ErrorNs, MetricNames.Ratio, MetricNames.AllocatedBytesPerOp,
        MetricNames.OpsPerSec, MetricNames.ThroughputRps, MetricNames.LatencyMeanMs, MetricNames.LatencyP50Ms,
        MetricNames.LatencyP90Ms, MetricNames.LatencyP99Ms, MetricNames.LatencyMaxMs,
    ];

    /// <summary>Known metrics first, in a reading order; the rest alphabetically.</summary>
    public static IEnumerable<string> Order(IEnumerable<string> names) =>
        names.Distinct(StringComparer.Ordinal)
            .OrderBy(n => Array.IndexOf(PreferredOrder, n) is var i && i >= 0 ? i : PreferredOrder.Length)
            .ThenBy(n => n, StringComparer.Ordinal);
}
