using System.Globalization;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>
/// The line watch quotes beside its blocking and starvation fixes (Watch's LabFigures): web-throughput's sync-over-async
/// against async at 200 users with the default pool, read from a results.json the user names (watch --lab-results).
/// </summary>
public static class WatchLabFigures
{
    private const string Experiment = "web-throughput";
    private const string Users = "200";
    private const string Pool = "default pool";

    /// <summary>One line with the run's figures, or null when the run has no such measurements.</summary>
    public static string? Quote(ResultsDocument document)
    {
        var measurements = document.Experiments.FirstOrDefault(e => e.Id == Experiment)?.Measurements ?? [];
        Measurement? Find(string variant) => measurements.FirstOrDefault(m => m.Variant == variant
            && m.Parameters.GetValueOrDefault("users") == Users && m.Parameters.GetValueOrDefault("pool") == Pool);
        if (Find("sync-over-async") is not { } blocking || Find("async") is not { } awaiting
            || !blocking.Metrics.TryGetValue(MetricNames.ThroughputRps, out var blockingRps)
            || !awaiting.Metrics.TryGetValue(MetricNames.ThroughputRps, out var awaitingRps))
        {
            return null;
        }

        var unit = blocking.Parameters.GetValueOrDefault("u_ms") is { } u ? $", U = {u} ms" : string.Empty;
        var threads = blocking.Metrics.TryGetValue(MetricNames.ThreadsAdded, out var added)
            ? string.Create(CultureInfo.InvariantCulture, $", the pool adding {added:0} threads meanwhile")
            : string.Empty;
        return string.Create(CultureInfo.InvariantCulture,
            $"lab run {document.Run.Id} ({Experiment}, {Users} users, {Pool}{unit}): " +
            $"async served {awaitingRps:0} req/s, sync-over-async {blockingRps:0} req/s{threads}");
    }
}
