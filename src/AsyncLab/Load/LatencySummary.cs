namespace AsyncLab.Load;

/// <summary>The latency distribution of the successful requests, in milliseconds (NaN when there were none).</summary>
public sealed record LatencySummary(long Count, double MinMs, double MeanMs, double P50Ms, double P90Ms, double P99Ms, double MaxMs)
{
    /// <summary>No successful request: every figure NaN.</summary>
    public static LatencySummary None { get; } = new(0, double.NaN, double.NaN, double.NaN, double.NaN, double.NaN, double.NaN);

    /// <summary>Adds the latency metrics; nothing when no request succeeded (absent, not zero).</summary>
    public void AddTo(IDictionary<string, double> metrics)
    {
        if (Count == 0)
        {
            return;
        }

        metrics["latency_mean_ms"] = MeanMs;
        metrics["latency_min_ms"] = MinMs;
        metrics["latency_max_ms"] = MaxMs;
        metrics["latency_p50_ms"] = P50Ms;
        metrics["latency_p90_ms"] = P90Ms;
        metrics["latency_p99_ms"] = P99Ms;
    }

    public static LatencySummary FromSortedTicks(long[] sorted, long ticksPerSecond)
    {
        if (sorted.Length == 0)
        {
            return None;
        }

        var toMs = 1000.0 / ticksPerSecond;
        double sum = 0;
        foreach (var ticks in sorted)
        {
            sum += ticks;
        }

        return new LatencySummary(
            sorted.Length,
            sorted[0] * toMs,
            sum / sorted.Length * toMs,
            Percentile(sorted, 0.50) * toMs,
            Percentile(sorted, 0.90) * toMs,
            Percentile(sorted, 0.99) * toMs,
            sorted[^1] * toMs);
    }

    /// <summary>Nearest-rank percentile: the smallest value with at least that share of values at or below it.</summary>
    public static long Percentile(long[] sorted, double share)
    {
        var rank = (int)Math.Ceiling(share * sorted.Length);
        return sorted[Math.Clamp(rank - 1, 0, sorted.Length - 1)];
    }
}
