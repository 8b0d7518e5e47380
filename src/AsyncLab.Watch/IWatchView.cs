using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;

namespace AsyncLab.Watch;

/// <summary>
/// What the user sees while a watch runs: plain lines (<see cref="WatchConsole"/>) or a live panel in a terminal
/// (<see cref="LiveWatchView"/>).
/// </summary>
public interface IWatchView
{
    void Attached(TargetSession session);

    void Note(string text);

    /// <summary>
    /// Called once a second for each process still watched, with its timeline's new point and its verdicts as they stand.
    /// </summary>
    void Second(int processId, TimelinePoint point, IReadOnlyList<DetectorVerdict> verdicts);
}
