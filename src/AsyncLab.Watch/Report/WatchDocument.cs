using AsyncLab.Watch.Detectors;

namespace AsyncLab.Watch.Report;

/// <summary>
/// watch.json: what was watched, for each process watched its signals, verdicts with their evidence, and timeline, and
/// the command's .NET processes that could not be watched (docs/watch.schema.json).
/// </summary>
public sealed record WatchDocument(
    int Schema,
    DateTimeOffset StartedUtc,
    double DurationS,
    WatchEnd EndedBy,
    WatchTarget Target,
    IReadOnlyList<WatchedProcess> Processes,
    IReadOnlyList<UnwatchedProcess> Unwatched)
{
    public const int CurrentSchema = 3;

    /// <summary>The warm-up (--since) in seconds: how long after each process's attach the rules start to count.</summary>
    public double WarmUpS { get; init; }

    /// <summary>The rules' window in seconds.</summary>
    public double WindowS { get; init; } = RuleSpan.Window.TotalSeconds;

    /// <summary>Each process's verdicts, paired with the process, in the order the processes were attached.</summary>
    public IEnumerable<(WatchedProcess Process, DetectorVerdict Verdict)> AllVerdicts() =>
        Processes.SelectMany(p => p.Verdicts.Select(v => (p, v)));
}
