using AsyncLab.Catalog;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>Which way is better for a metric, as the registry (<see cref="MetricCatalog"/>) declares it.</summary>
public static class MetricDirection
{
    /// <summary>
    /// True when lower is better (times, bytes, failures), false when higher is (throughput), null when neither is or
    /// the metric is not registered (an older results.json's key).
    /// </summary>
    public static bool? Of(string metric) => MetricCatalog.Of(metric).Better switch
    {
        MetricBetter.Lower => true,
        MetricBetter.Higher => false,
        _ => null,
    };
}
