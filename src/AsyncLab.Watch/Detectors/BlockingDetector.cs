using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Sync-over-async and other blocking of pool threads: pool threads waiting, mostly on tasks (.Result, .Wait(),
/// GetAwaiter().GetResult()). Judged in windows after the warm-up (see <see cref="RuleSpan"/>): found when the pool
/// raises its thread goal because pool threads blocked on tasks (CooperativeBlocking), or when pool threads' own waits
/// (.NET 9 wait events, or TplEventSource's synchronous task waits) hold several pool threads at once for a whole window.
/// One pool thread that waits for its work by design (a BlockingCollection consumer) holds one thread, and is not found.
/// Waits to enter a lock are left to the contention detector.
/// </summary>
public sealed class BlockingDetector : IDetector
{
    /// <summary>
    /// Goal rises for cooperative blocking in one window that make a finding: the runtime raises the goal only when a
    /// pool thread blocks on a task, and a lone rise is a one-off wait (a tool's plumbing has them), not a pattern.
    /// </summary>
    public const int CooperativeBlockingToFind = 2;

    /// <summary>Waits on pool threads in one window that make a finding, with <see cref="BlockedThreadsToFind"/>.</summary>
    public const int PoolWaitsToFind = 20;

    /// <summary>Pool threads blocked on average over a whole window that make a finding, with <see cref="PoolWaitsToFind"/>.</summary>
    public const double BlockedThreadsToFind = 2;

    private readonly HashSet<int> poolThreads = [];
    private readonly HashSet<int> contending = [];
    private readonly ThreadWaits waits = new();
    private readonly BlockingStacks stacks = new();
    private readonly SecondBins riseBins = new();
    private readonly List<TimeSpan> rises = [];
    private readonly Dictionary<int, (SecondBins Waits, SecondBins Blocked)> threadBins = [];
    private int loweredForBlocking;
    private TimeSpan? waitsOffAt;
    private int? goal;
    private double? poolThreadsCounted;

    public string Name => "blocking";

    /// <summary>How many times the pool raised its thread goal for cooperative blocking so far.</summary>
    public int GoalRises => rises.Count;

    /// <summary>
    /// Whether enough pool waits came with their stacks (<see cref="PoolWaitsToFind"/>, finished or still going on: under
    /// starvation they may never end) for the wait events to be turned off once blocking is found: raising a verbose
    /// event for every wait is most of what a watch costs a process that blocks, and no later wait can undo a finding.
    /// </summary>
    public bool WaitsCanStop => waitsOffAt is null
        && stacks.WaitsWithFrames + OngoingPoolWaits().Count(w => w.Frames is { Count: > 0 }) >= PoolWaitsToFind;

    /// <summary>
    /// The wait events stopped at <paramref name="at"/>, after every wait raised before it was read: the waits still open
    /// end there, and waits read later are not counted (the finding and its stacks stand).
    /// </summary>
    public void WaitsStopped(TimeSpan at)
    {
        foreach (var open in waits.Open.ToList())
        {
            Observe(new WaitEnded(at > open.At ? at : open.At, open.ThreadId, open.Kind));
        }

        waitsOffAt = at;
    }

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

            case WaitBegan or WaitEnded when waitsOffAt is not null:
                break;

            // A thread waiting to enter a lock waits on a handle too: that wait is the contention detector's.
            case WaitBegan began when !contending.Contains(began.ThreadId):
                waits.Begin(began);
                break;
            case WaitEnded ended:
                if (waits.End(ended) is { } wait)
                {
                    Bin(wait.Began, ended.At);
                    if (poolThreads.Contains(ended.ThreadId))
                    {
                        stacks.Add(wait.Began.Frames, wait.Waited, wait.Began.Route);
                    }
                }

                break;
        }
    }

    public DetectorVerdict Judge(RuleSpan span, WatchSignals signals)
    {
        var pool = PoolTotalsAt(span.Elapsed).ToList();
        var poolWaits = pool.Sum(t => t.Count);
        var poolBlocked = pool.Aggregate(TimeSpan.Zero, (sum, t) => sum + t.Blocked);
        var ongoing = OngoingPoolWaits().ToList();
        var otherWaits = waits.Totals.Where(t => !poolThreads.Contains(t.Key)).Sum(t => t.Value.Count);
        var counted = rises.Where(span.Counts).ToList();
        var (poolWaitBins, poolBlockedBins) = PoolBins(ongoing, span.Elapsed);
        var worst = span.Windows()
            .Select(w => new BlockingWindow(w, riseBins.Sum(w.From, w.To), poolWaitBins.Sum(w.From, w.To),
                poolBlockedBins.Sum(w.From, w.To) / RuleSpan.Window.TotalSeconds))
            .DefaultIfEmpty()
            .MaxBy(w => (Finds(w) ? 1 : 0, w.BlockedThreads, w.Rises));
        var figures = new Dictionary<string, double>
        {
            ["cooperative_blocking_adjustments"] = counted.Count,
            ["cooperative_blocking_adjustments_in_warm_up"] = rises.Count - counted.Count,
            ["cooperative_blocking_lowerings"] = loweredForBlocking,
            ["pool_waits"] = poolWaits,
            ["pool_waits_ongoing"] = ongoing.Count,
            ["pool_blocked_ms"] = poolBlocked.TotalMilliseconds,
            ["pool_threads_that_waited"] = pool.Count,
            ["other_thread_waits"] = otherWaits,
            ["window_goal_rises_max"] = worst.Rises,
            ["window_pool_waits_max"] = worst.Waits,
            ["window_pool_blocked_threads_max"] = worst.BlockedThreads,
        };
        var risesText = counted.Count == 0
            ? string.Create(CultureInfo.InvariantCulture, $"the pool raised its goal for cooperative blocking 0 times after the warm-up " +
                $"({rises.Count} in it; {loweredForBlocking} lowering(s) after threads unblocked)")
            : string.Create(CultureInfo.InvariantCulture, $"the pool raised its thread goal {counted.Count} time(s) after the " +
                $"warm-up because pool threads blocked on tasks (CooperativeBlocking), the first at {counted[0].TotalSeconds:0.0} s");
        var windowText = string.Create(CultureInfo.InvariantCulture, $"worst window {RuleSpan.Describe(worst.Range)}: " +
            $"{worst.Waits:0} pool wait(s), {worst.BlockedThreads:0.0} pool thread(s) blocked on average, {worst.Rises:0} goal rise(s)");
        var evidence = new List<string>
        {
            risesText,
            windowText,
            string.Create(CultureInfo.InvariantCulture, $"{poolWaits} wait(s) on {pool.Count} pool thread(s) ({ongoing.Count} still " +
                $"waiting at the end), {poolBlocked.TotalMilliseconds:0} ms blocked in all{KindsText(pool)}; {otherWaits} on threads " +
                $"not seen as pool workers (not counted)"),
        };
        if (waitsOffAt is { } off)
        {
            figures["wait_events_stopped_at_s"] = off.TotalSeconds;
            evidence.Add(Text($"the wait events were turned off at {off.TotalSeconds:0.0} s, once blocking was found with its stacks: ")
                + "the waits after that were not read (--keep-waits keeps them on)");
        }

        var top = stacks.Top(3, ongoing.Select(w => (w.Frames, span.Elapsed - w.At, w.Route)));
        if (top.Count > 0)
        {
            evidence.Add(Text($"top blocking stack: {top[0].BlockedMs:0} ms in {top[0].Waits} wait(s) at ")
                + string.Join(" ← ", top[0].CallerFrames(3)) + top[0].RouteText());
        }

        var found = span.HasWindows && Finds(worst);
        if (found && worst.Rises < CooperativeBlockingToFind)
        {
            evidence.Remove(windowText); // the waits decided it: lead with them (the live view shows the first line)
            evidence.Insert(0, windowText);
        }

        var waitSignal = signals.HasFlag(WatchSignals.WaitEvents) ? null
            : signals.HasFlag(WatchSignals.TaskWaits)
                ? "WaitHandleWaitStart/Stop (.NET 9+); synchronous task waits from TplEventSource were read instead"
            : "wait events (WaitHandleWaitStart/Stop on .NET 9+, or TplEventSource's task waits)";
        var poolSignal = signals.HasFlag(WatchSignals.PoolEvents) ? null : "the runtime's pool adjustment events";
        var noWaits = !signals.HasFlag(WatchSignals.WaitEvents) && !signals.HasFlag(WatchSignals.TaskWaits);
        var cannotTell = !found && (!span.HasWindows || poolSignal is not null || noWaits);
        return new DetectorVerdict(
            Name,
            found ? Finding.Found : cannotTell ? Finding.CannotTell : Finding.NotSeen,
            string.Create(CultureInfo.InvariantCulture, $"{span.Judged()}: found when the pool raises its goal for cooperative blocking " +
                $"{CooperativeBlockingToFind}+ time(s) in a window, or pool threads wait {PoolWaitsToFind}+ times in a window with " +
                $"{BlockedThreadsToFind:0}+ of them blocked on average over it"),
            evidence,
            figures,
            span.HasWindows ? poolSignal ?? waitSignal : span.WarmUpOnly(),
            "Pool threads wait (on a task: .Result, .Wait(), GetAwaiter().GetResult(); Monitor waits are those; or on a wait " +
                "handle) and serve nothing meanwhile. Await the task instead, and make the callers async all the way up.",
            LabExperiments.SyncOverAsync,
            top);
    }

    private static bool Finds(BlockingWindow window) =>
        window.Rises >= CooperativeBlockingToFind || (window.Waits >= PoolWaitsToFind && window.BlockedThreads >= BlockedThreadsToFind);

    // The pool threads' waits and blocked seconds per second, summed once per judgement (a thread may be learned to be a
    // pool worker after its waits), the waits still going on counted up to now.
    private (SecondBins Waits, SecondBins Blocked) PoolBins(IReadOnlyList<WaitBegan> ongoing, TimeSpan now)
    {
        var waitBins = new SecondBins();
        var blockedBins = new SecondBins();
        foreach (var thread in poolThreads)
        {
            if (threadBins.TryGetValue(thread, out var bins))
            {
                waitBins.AddAll(bins.Waits);
                blockedBins.AddAll(bins.Blocked);
            }
        }

        foreach (var wait in ongoing)
        {
            waitBins.Add(wait.At);
            blockedBins.AddSpan(wait.At, now);
        }

        return (waitBins, blockedBins);
    }

    private void Bin(WaitBegan began, TimeSpan endedAt)
    {
        if (!threadBins.TryGetValue(began.ThreadId, out var bins))
        {
            threadBins[began.ThreadId] = bins = (new SecondBins(), new SecondBins());
        }

        bins.Waits.Add(began.At);
        bins.Blocked.AddSpan(began.At, endedAt);
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

        rises.Add(adjusted.At);
        riseBins.Add(adjusted.At);
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
        var kinds = totals.SelectMany(t => t.Kinds).GroupBy(k => k.Key)
            .Select(g => Text($"{g.Key.ToString().ToLowerInvariant()} {g.Sum(k => k.Value)}")).ToList();
        return kinds.Count == 0 ? string.Empty : " (" + string.Join(", ", kinds) + ")";
    }

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);

    private readonly record struct BlockingWindow((int From, int To) Range, double Rises, double Waits, double BlockedThreads);
}
