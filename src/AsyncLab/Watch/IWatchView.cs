using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;

namespace AsyncLab.Watch;

/// <summary>What the user sees while a watch runs: plain lines (<see cref="WatchConsole"/>) or a live panel in a terminal (<see cref="LiveWatchView"/>).</summary>
public interface IWatchView
{
    void Attached(TargetSession session);

    void Note(string text);

    /// <summary>Called once a second with the timeline's new point and the verdicts as they stand.</summary>
    void Second(TimelinePoint point, IReadOnlyList<DetectorVerdict> verdicts);
}
