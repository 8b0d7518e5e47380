using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>Which way is better for a metric, as its run declares it.</summary>
public static class MetricDirection
{
    /// <summary>
    /// True when lower is better (times, bytes, failures), false when higher is (throughput), null when neither is or
    /// the run does not declare the metric (an older results.json's key).
    /// </summary>
    public static bool? Of(Metric? metric) => metric?.Better switch
    {
        MetricBetter.Lower => true,
        MetricBetter.Higher => false,
        _ => null,
    };
}
