using AsyncLab.Watch.Detectors;

namespace AsyncLab.Watch.Report;

/// <summary>watch.json: what was watched, which signals were asked for, the verdicts with their evidence, and the timeline (docs/watch.schema.json).</summary>
public sealed record WatchDocument(
    int Schema,
    DateTimeOffset StartedUtc,
    double DurationS,
    WatchEnd EndedBy,
    WatchTarget Target,
    IReadOnlyList<string> Signals,
    IReadOnlyList<DetectorVerdict> Verdicts,
    IReadOnlyList<TimelinePoint> Timeline)
{
    public const int CurrentSchema = 1;
}
