using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using AsyncLab.Watch.Report;

namespace AsyncLab.Watch;

/// <summary>
/// One watched process's detectors and timeline behind one lock: its sessions' reader threads push its events in, the
/// live view and the end of the watch judge. Each process has its own, so no figure mixes processes. Everything a
/// watch concludes comes from here, so a test can drive it with synthetic events.
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

    private readonly TimeSpan warmUpEnd;
    private readonly TimeSpan warmUp;

    /// <summary>A watcher whose rules judge every event (no warm-up): for synthetic events.</summary>
    public Watcher()
        : this(TimeSpan.Zero, TimeSpan.Zero)
    {
    }

    /// <param name="attachedAt">When the process was attached, from the watch's start.</param>
    /// <param name="warmUp">How long after the attach the rules start to count (--since).</param>
    public Watcher(TimeSpan attachedAt, TimeSpan warmUp)
    {
        warmUpEnd = attachedAt + warmUp;
        this.warmUp = warmUp;
        Detectors = [starvation, blocking, contention, gcPauses];
    }

    public IReadOnlyList<IDetector> Detectors { get; }

    /// <summary>The signals asked of the watched process's runtime: a detector whose signal is absent cannot tell.</summary>
    public WatchSignals Signals { get; private set; } = WatchSignals.None;

    /// <summary>Events the runtime dropped before they were read (see <see cref="Judge"/>).</summary>
    public long EventsLost { get; private set; }

    public static IReadOnlyList<string> DetectorNames { get; } = new Watcher().Detectors.Select(d => d.Name).ToList();

    public void UseSignals(WatchSignals signals)
    {
        lock (gate)
        {
            Signals = signals;
        }
    }

    public void CountLost(long events)
    {
        lock (gate)
        {
            EventsLost += events;
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

    /// <summary>
    /// Each detector's verdict. Where events were lost, "not seen" is no promise (the lost ones may have held the
    /// problem), so it becomes "cannot tell"; a finding stands, with the loss named first in its evidence.
    /// </summary>
    public IReadOnlyList<DetectorVerdict> Judge(TimeSpan elapsed)
    {
        lock (gate)
        {
            var span = Span(elapsed);
            var verdicts = Detectors.Select(d => d.Judge(span, Signals));
            return EventsLost == 0 ? [.. verdicts] : [.. verdicts.Select(v => WithLoss(v, EventsLost))];
        }
    }

    /// <summary>This process's part of watch.json.</summary>
    public WatchedProcess Report(int processId, int? runtimeMajor, TimeSpan elapsed) =>
        new(processId, runtimeMajor, WatchRun.SignalNames(Signals), EventsLost, Judge(elapsed), Timeline())
        {
            WithinWarmUp = !Span(elapsed).HasWindows,
        };

    /// <summary>
    /// Whether this process's wait events can be turned off: its blocking verdict in <paramref name="verdicts"/> is found,
    /// with the stacks that say where.
    /// </summary>
    public bool WaitsCanStop(IReadOnlyList<DetectorVerdict> verdicts)
    {
        lock (gate)
        {
            return blocking.WaitsCanStop && verdicts.Any(v => v.Detector == blocking.Name && v.Finding == Finding.Found);
        }
    }

    /// <summary>The wait events stopped at <paramref name="at"/> (see <see cref="BlockingDetector.WaitsStopped"/>).</summary>
    public void WaitsStopped(TimeSpan at)
    {
        lock (gate)
        {
            blocking.WaitsStopped(at);
        }
    }

    /// <summary>Records the timeline's point for <paramref name="at"/> and returns it.</summary>
    public TimelinePoint Sample(TimeSpan at)
    {
        lock (gate)
        {
            var point = totals.Point(at, blocking.PoolBlockedAt(at), blocking.GoalRises);
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

    private RuleSpan Span(TimeSpan elapsed) => new(warmUpEnd, elapsed, warmUp);

    private static DetectorVerdict WithLoss(DetectorVerdict verdict, long lost)
    {
        var note = lost.ToString("N0", System.Globalization.CultureInfo.InvariantCulture)
            + " event(s) were dropped by the runtime before the watch read them";
        return verdict.Finding == Finding.NotSeen
            ? verdict with { Finding = Finding.CannotTell, Missing = note + ": what they held was not seen" }
            : verdict with { Evidence = [note, .. verdict.Evidence] };
    }
}
