using AsyncLab.Watch.Events;
using AsyncLab.Watch.Report;

namespace AsyncLab.Watch;

/// <summary>The latest counters and running totals that the live lines and the timeline show.</summary>
public sealed class LiveTotals
{
    private readonly Dictionary<int, (TimeSpan At, ulong Lock)> contending = [];
    private double? threads;
    private double? queue;
    private double? cpu;
    private int starvation;
    private TimeSpan contended;

    public void Observe(WatchEvent watchEvent)
    {
        switch (watchEvent)
        {
            case CounterSampled { Name: RuntimeCounters.PoolThreads } sample:
                threads = sample.Value;
                break;
            case CounterSampled { Name: RuntimeCounters.QueueLength } sample:
                queue = sample.Value;
                break;
            case CounterSampled { Name: RuntimeCounters.Cpu } sample:
                cpu = sample.Value;
                break;
            case PoolAdjusted { Reason: PoolAdjustmentReason.Starvation }:
                starvation++;
                break;
            case ContentionBegan began:
                contending[began.ThreadId] = (began.At, began.LockId);
                break;
            case ContentionEnded ended when contending.Remove(ended.ThreadId, out var began):
                contended += ended.At - began.At;
                break;
        }
    }

    /// <param name="blockingRises">The blocking detector's count of goal rises for cooperative blocking: the live line
    /// shows what the verdict counts, not the lowerings that come with the same reason once threads unblock.</param>
    public TimelinePoint Point(TimeSpan at, TimeSpan poolBlocked, int blockingRises) =>
        new(Math.Round(at.TotalSeconds, 1), threads, queue, cpu is { } c ? Math.Round(c, 1) : null, starvation, blockingRises,
            Math.Round(poolBlocked.TotalMilliseconds), Math.Round(contended.TotalMilliseconds));
}
