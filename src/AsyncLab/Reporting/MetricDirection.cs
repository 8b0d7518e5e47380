namespace AsyncLab.Reporting;

/// <summary>Which way is better for a metric, read from the unit its name carries.</summary>
public static class MetricDirection
{
    /// <summary>True when lower is better (times, bytes, latencies), false when higher is (throughput), null when it depends.</summary>
    public static bool? Of(string metric)
    {
        if (metric.EndsWith("_per_sec", StringComparison.Ordinal) || metric.EndsWith("_rps", StringComparison.Ordinal))
        {
            return false;
        }

        if (metric.EndsWith("_ns", StringComparison.Ordinal) || metric.EndsWith("_ms", StringComparison.Ordinal)
            || metric.EndsWith("_s", StringComparison.Ordinal) || metric.Contains("bytes", StringComparison.Ordinal))
        {
            return true;
        }

        return null;
    }
}
