using System.Globalization;
using AsyncLab.Results;
using AsyncLab.Watch.Detectors;

namespace AsyncLab.Watch;

/// <summary>
/// The lab's own figures for what blocking costs, quoted beside the blocking and starvation fixes: web-throughput's
/// sync-over-async against async at 200 users with the default pool, read from a results.json the user names
/// (watch --lab-results). Without one, the verdicts name the experiment only.
/// </summary>
public static class LabFigures
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

    /// <summary>The verdicts with <paramref name="quote"/> beside the fixes it concerns.</summary>
    public static IReadOnlyList<DetectorVerdict> Attach(IReadOnlyList<DetectorVerdict> verdicts, string? quote) =>
        quote is null ? verdicts
        : [.. verdicts.Select(v => v.Experiment is LabExperiments.SyncOverAsync or LabExperiments.Starvation
            ? v with { LabFigure = quote }
            : v)];
}
