using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Sync-over-async and other blocking of pool threads: pool threads waiting, mostly on tasks (.Result, .Wait(),
/// GetAwaiter().GetResult()). Found when the pool reports it added threads because pool threads blocked on tasks
/// (CooperativeBlocking), or when pool threads' own waits (.NET 9 wait events, or TplEventSource's synchronous task
/// waits) add up. Waits to enter a lock are left to the contention detector.
/// </summary>
public sealed class BlockingDetector : IDetector
{
    /// <summary>Pool adjustments for cooperative blocking that make a finding: the runtime only makes one when a pool thread blocks on a task.</summary>
    public const int CooperativeBlockingToFind = 1;

    /// <summary>Waits on pool threads that make a finding, with <see cref="PoolBlockedToFind"/>.</summary>
    public const int PoolWaitsToFind = 20;

    public static readonly TimeSpan PoolBlockedToFind = TimeSpan.FromMilliseconds(200);

    private readonly HashSet<int> poolThreads = [];
    private readonly HashSet<int> contending = [];
    private readonly ThreadWaits waits = new();
    private readonly BlockingStacks stacks = new();
    private int cooperativeBlocking;
    private int loweredForBlocking;
    private TimeSpan? firstBlocking;
    private int? goal;
    private double? poolThreadsCounted;

    public string Name => "blocking";

    /// <summary>How many times the pool raised its thread goal for cooperative blocking so far.</summary>
    public int GoalRises => cooperativeBlocking;

    /// <summary>How long pool threads have waited by <paramref name="now"/>, waits still going on included (for the live view).</summary>
    public TimeSpan PoolBlockedAt(TimeSpan now) => PoolTotalsAt(now).Aggregate(TimeSpan.Zero, (sum, t) => sum + t.Blocked);

    public void Observe(WatchEvent watchEvent)
    {
        switch (watchEvent)
        {
            case PoolAdjusted adjusted:
                Adjusted(adjusted);
                break;
            case CounterSampled { Name: RuntimeCounters.PoolThreads } threads:
                poolThreadsCounted = threads.Value;
                break;
            case PoolWorkerSeen worker:
                poolThreads.Add(worker.ThreadId);
                break;
            case ContentionBegan began:
                contending.Add(began.ThreadId);
                break;
            case ContentionEnded ended:
                contending.Remove(ended.ThreadId);
                break;

            // A thread waiting to enter a lock waits on a handle too: that wait is the contention detector's.
            case WaitBegan began when !contending.Contains(began.ThreadId):
                waits.Begin(began);
                break;
            case WaitEnded ended:
                if (waits.End(ended) is { } wait && poolThreads.Contains(ended.ThreadId))
                {
                    stacks.Add(wait.Began.Frames, wait.Waited);
                }

                break;
        }
    }

    public DetectorVerdict Judge(TimeSpan elapsed, WatchSignals signals)
    {
        var pool = PoolTotalsAt(elapsed).ToList();
        var poolWaits = pool.Sum(t => t.Count);
        var poolBlocked = pool.Aggregate(TimeSpan.Zero, (sum, t) => sum + t.Blocked);
        var ongoing = OngoingPoolWaits().ToList();
        var otherWaits = waits.Totals.Where(t => !poolThreads.Contains(t.Key)).Sum(t => t.Value.Count);
        var figures = new Dictionary<string, double>
        {
            ["cooperative_blocking_adjustments"] = cooperativeBlocking,
            ["cooperative_blocking_lowerings"] = loweredForBlocking,
            ["pool_waits"] = poolWaits,
            ["pool_waits_ongoing"] = ongoing.Count,
            ["pool_blocked_ms"] = poolBlocked.TotalMilliseconds,
            ["pool_threads_that_waited"] = pool.Count,
            ["other_thread_waits"] = otherWaits,
        };
        var evidence = new List<string>
        {
            cooperativeBlocking == 0
                ? string.Create(CultureInfo.InvariantCulture,
                    $"the pool raised its goal for cooperative blocking 0 times ({loweredForBlocking} lowering(s) after threads unblocked)")
                : string.Create(CultureInfo.InvariantCulture, $"the pool raised its thread goal {cooperativeBlocking} time(s) because " +
                    $"pool threads blocked on tasks (CooperativeBlocking), the first at {firstBlocking!.Value.TotalSeconds:0.0} s"),
            Text($"{poolWaits} wait(s) on {pool.Count} pool thread(s) ({ongoing.Count} still waiting at the end), {poolBlocked.TotalMilliseconds:0} ms blocked in all{KindsText(pool)}; {otherWaits} on threads not seen as pool workers (not counted)"),
        };
        var top = stacks.Top(3, ongoing.Select(w => (w.Frames, elapsed - w.At)));
        if (top.Count > 0)
        {
            evidence.Add(Text($"top blocking stack: {top[0].BlockedMs:0} ms in {top[0].Waits} wait(s) at {string.Join(" ← ", top[0].CallerFrames(3))}"));
        }

        var found = cooperativeBlocking >= CooperativeBlockingToFind || (poolWaits >= PoolWaitsToFind && poolBlocked >= PoolBlockedToFind);
        var waitSignal = signals.HasFlag(WatchSignals.WaitEvents) ? null
            : signals.HasFlag(WatchSignals.TaskWaits) ? "WaitHandleWaitStart/Stop (.NET 9+); synchronous task waits from TplEventSource were read instead"
            : "wait events (WaitHandleWaitStart/Stop on .NET 9+, or TplEventSource's task waits)";
        var poolSignal = signals.HasFlag(WatchSignals.PoolEvents) ? null : "the runtime's pool adjustment events";
        var cannotTell = !found && (poolSignal is not null || (!signals.HasFlag(WatchSignals.WaitEvents) && !signals.HasFlag(WatchSignals.TaskWaits)));
        return new DetectorVerdict(
            Name,
            found ? Finding.Found : cannotTell ? Finding.CannotTell : Finding.NotSeen,
            string.Create(CultureInfo.InvariantCulture, $"found when the pool raises its goal for cooperative blocking " +
                $"{CooperativeBlockingToFind}+ time(s), or pool threads wait {PoolWaitsToFind}+ times for " +
                $"{PoolBlockedToFind.TotalMilliseconds:0}+ ms in all"),
            evidence,
            figures,
            poolSignal ?? waitSignal,
            "Pool threads wait (on a task: .Result, .Wait(), GetAwaiter().GetResult(); Monitor waits are those; or on a wait handle) and serve nothing meanwhile. Await the task instead, and make the callers async all the way up.",
            LabExperiments.SyncOverAsync,
            top);
    }

    // The runtime adjusts for cooperative blocking both ways: up when a pool thread blocks on a task, and down again once
    // it unblocks. Only a rise is blocking; the goal before the first adjustment is the pool's counted threads.
    private void Adjusted(PoolAdjusted adjusted)
    {
        var before = goal ?? poolThreadsCounted;
        goal = adjusted.NewWorkerCount;
        if (adjusted.Reason != PoolAdjustmentReason.CooperativeBlocking)
        {
            return;
        }

        if (before is { } b && adjusted.NewWorkerCount <= b)
        {
            loweredForBlocking++;
            return;
        }

        cooperativeBlocking++;
        firstBlocking ??= adjusted.At;
    }

    // Each pool thread's finished waits, plus the one it is in now counted up to now.
    private IEnumerable<ThreadWaitTotal> PoolTotalsAt(TimeSpan now)
    {
        var ongoing = OngoingPoolWaits().ToLookup(w => w.ThreadId);
        foreach (var thread in poolThreads)
        {
            var total = waits.Totals.GetValueOrDefault(thread, ThreadWaitTotal.None);
            foreach (var wait in ongoing[thread])
            {
                total = total.Add(wait.Kind, now > wait.At ? now - wait.At : TimeSpan.Zero);
            }

            if (total.Count > 0)
            {
                yield return total;
            }
        }
    }

    private IEnumerable<WaitBegan> OngoingPoolWaits() => waits.Open.Where(w => poolThreads.Contains(w.ThreadId));

    private static string KindsText(IEnumerable<ThreadWaitTotal> totals)
    {
        var kinds = totals.SelectMany(t => t.Kinds).GroupBy(k => k.Key).Select(g => Text($"{g.Key.ToString().ToLowerInvariant()} {g.Sum(k => k.Value)}")).ToList();
        return kinds.Count == 0 ? string.Empty : " (" + string.Join(", ", kinds) + ")";
    }

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
