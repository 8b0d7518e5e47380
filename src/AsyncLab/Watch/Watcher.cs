using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using AsyncLab.Watch.Report;

namespace AsyncLab.Watch;

/// <summary>
/// The detectors and the timeline behind one lock: sessions' reader threads push events in, the live view and the end
/// of the watch judge. Everything a watch concludes comes from here, so a test can drive it with synthetic events.
/// </summary>
public sealed class Watcher
{
    private readonly Lock gate = new();
    private readonly StarvationDetector starvation = new();
    private readonly BlockingDetector blocking = new();
    private readonly ContentionDetector contention = new();
    private readonly GcPauseDetector gcPauses = new();
    private readonly LiveTotals totals = new();
    private readonly List<TimelinePoint> timeline = [];

    public Watcher() => Detectors = [starvation, blocking, contention, gcPauses];

    public IReadOnlyList<IDetector> Detectors { get; }

    /// <summary>
    /// The signals asked of every watched process: what one of them lacks, the verdicts lack; except that a process
    /// with the wait events and one with the task-wait fallback each have a wait signal, so both are kept.
    /// </summary>
    public WatchSignals Signals { get; private set; } = WatchSignals.None;

    public static IReadOnlyList<string> DetectorNames { get; } = new Watcher().Detectors.Select(d => d.Name).ToList();

    public void AddSignals(WatchSignals signals)
    {
        lock (gate)
        {
            const WatchSignals waits = WatchSignals.WaitEvents | WatchSignals.TaskWaits;
            var bothWait = (Signals & waits) != 0 && (signals & waits) != 0;
            Signals = Signals == WatchSignals.None ? signals
                : (Signals & signals) | (bothWait ? (Signals | signals) & waits : WatchSignals.None);
        }
    }

    public void Observe(WatchEvent watchEvent)
    {
        lock (gate)
        {
            foreach (var detector in Detectors)
            {
                detector.Observe(watchEvent);
            }

            totals.Observe(watchEvent);
        }
    }

    public IReadOnlyList<DetectorVerdict> Judge(TimeSpan elapsed)
    {
        lock (gate)
        {
            return Detectors.Select(d => d.Judge(elapsed, Signals)).ToList();
        }
    }

    /// <summary>Records the timeline's point for <paramref name="at"/> and returns it.</summary>
    public TimelinePoint Sample(TimeSpan at)
    {
        lock (gate)
        {
            var point = totals.Point(at, blocking.PoolBlockedAt(at));
            timeline.Add(point);
            return point;
        }
    }

    public IReadOnlyList<TimelinePoint> Timeline()
    {
        lock (gate)
        {
            return [.. timeline];
        }
    }
}
