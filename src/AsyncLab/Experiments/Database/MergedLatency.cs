using AsyncLab.Load;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// The latencies of several runs of one test as one summary. Count, mean, min and max are exact. The runs keep only
/// their percentiles, not every latency, so a percentile is the runs' percentiles weighted by their counts: the true
/// percentile of the merged runs lies between the runs' own, and so does this, so it is off by less than their spread.
/// </summary>
internal static class MergedLatency
{
    public static LatencySummary Of(IReadOnlyList<LatencySummary> runs)
    {
        var answered = runs.Where(r => r.Count > 0).ToList();
        if (answered.Count == 0)
        {
            return LatencySummary.None;
        }

        var count = answered.Sum(r => r.Count);
        double Weighted(Func<LatencySummary, double> figure) => answered.Sum(r => figure(r) * r.Count) / count;
        return new LatencySummary(
            count,
            answered.Min(r => r.MinMs),
            Weighted(r => r.MeanMs),
            Weighted(r => r.P50Ms),
            Weighted(r => r.P90Ms),
            Weighted(r => r.P99Ms),
            answered.Max(r => r.MaxMs));
    }
}
