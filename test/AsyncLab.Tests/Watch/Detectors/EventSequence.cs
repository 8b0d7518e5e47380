using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;

namespace AsyncLab.Tests.Watch.Detectors;

/// <summary>Synthetic runtime events for the detectors, at whole and fractional seconds.</summary>
internal static class EventSequence
{
    public const WatchSignals Net10 = WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents
        | WatchSignals.Contention | WatchSignals.GcPauses;

    public const WatchSignals Net8 = WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.TaskWaits
        | WatchSignals.Contention | WatchSignals.GcPauses;

    public static TimeSpan S(double seconds) => TimeSpan.FromSeconds(seconds);

    /// <summary>One second's counters, as System.Runtime sends them.</summary>
    public static IEnumerable<WatchEvent> Counters(double second, double threads, double queue, double cpu) =>
    [
        new CounterSampled(S(second), RuntimeCounters.PoolThreads, threads),
        new CounterSampled(S(second), RuntimeCounters.QueueLength, queue),
        new CounterSampled(S(second), RuntimeCounters.Cpu, cpu),
    ];

    /// <summary>A pool thread's wait from <paramref name="start"/> for <paramref name="milliseconds"/>.</summary>
    public static IEnumerable<WatchEvent> PoolWait(int thread, double start, double milliseconds, WaitKind kind = WaitKind.Monitor) =>
    [
        new PoolWorkerSeen(S(start), thread),
        new WaitBegan(S(start), thread, kind),
        new WaitEnded(S(start) + TimeSpan.FromMilliseconds(milliseconds), thread, kind),
    ];

    /// <summary>Feeds the events and judges them, with no warm-up unless <paramref name="warmUpSeconds"/> is given.</summary>
    public static DetectorVerdict Judge(IDetector detector, IEnumerable<WatchEvent> events, WatchSignals signals = Net10,
        double elapsedSeconds = 10, double warmUpSeconds = 0)
    {
        foreach (var watchEvent in events)
        {
            detector.Observe(watchEvent);
        }

        return detector.Judge(new RuleSpan(S(warmUpSeconds), S(elapsedSeconds), S(warmUpSeconds)), signals);
    }
}
