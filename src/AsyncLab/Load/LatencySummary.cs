using AsyncLab.Results;

namespace AsyncLab.Load;

/// <summary>
/// The latency distribution of the successful requests, in milliseconds (NaN when there were none), as read from a
/// <see cref="LatencyHistogram"/>: count exact, every other figure within the histogram's 0.1 %.
/// </summary>
public sealed record LatencySummary(long Count, double MinMs, double MeanMs, double P50Ms, double P90Ms, double P99Ms, double MaxMs)
{
    /// <summary>No successful request: every figure NaN.</summary>
    public static LatencySummary None { get; } = new(0, double.NaN, double.NaN, double.NaN, double.NaN, double.NaN, double.NaN);

    public static LatencySummary Of(LatencyHistogram histogram)
    {
        if (histogram.Count == 0)
        {
            return None;
        }

        const double MsPerMicrosecond = 1e-3;
        return new LatencySummary(
            histogram.Count,
            histogram.Min * MsPerMicrosecond,
            histogram.Mean * MsPerMicrosecond,
            histogram.ValueAtPercentile(50) * MsPerMicrosecond,
            histogram.ValueAtPercentile(90) * MsPerMicrosecond,
            histogram.ValueAtPercentile(99) * MsPerMicrosecond,
            histogram.Max * MsPerMicrosecond);
    }

    /// <summary>Adds the latency metrics; nothing when no request succeeded (absent, not zero).</summary>
    public void AddTo(IDictionary<string, double> metrics)
    {
        if (Count == 0)
        {
            return;
        }

        metrics[MetricNames.LatencyMeanMs] = MeanMs;
        metrics[MetricNames.LatencyMinMs] = MinMs;
        metrics[MetricNames.LatencyMaxMs] = MaxMs;
        metrics[MetricNames.LatencyP50Ms] = P50Ms;
        metrics[MetricNames.LatencyP90Ms] = P90Ms;
        metrics[MetricNames.LatencyP99Ms] = P99Ms;
    }
}
