using AsyncLab.Catalog;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>A metric's label, reading order and text, by what the registry (<see cref="MetricCatalog"/>) declares for it.</summary>
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

    public static string Label(string name) => MetricCatalog.Of(name).Label;

    /// <summary>
    /// A registered metric by its unit (<see cref="MetricUnitFormat"/>); a key the registry does not know as a plain
    /// number.
    /// </summary>
    public static string Format(string name, double value) => MetricCatalog.Of(name).Unit.Format(value);
}
