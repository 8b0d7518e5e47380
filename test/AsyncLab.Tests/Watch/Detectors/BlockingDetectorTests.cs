using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using static AsyncLab.Tests.Watch.Detectors.EventSequence;

namespace AsyncLab.Tests.Watch.Detectors;

public sealed class BlockingDetectorTests
{
    [Fact]
    public void Judge_TwoGoalRisesInAWindow_Found()
    {
        var events = new WatchEvent[]
        {
            new PoolAdjusted(S(0.5), 5, PoolAdjustmentReason.CooperativeBlocking),
            new PoolAdjusted(S(1.5), 6, PoolAdjustmentReason.CooperativeBlocking),
        };

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(2, verdict.Figures["cooperative_blocking_adjustments"]);
        Assert.Contains("web-throughput", verdict.Experiment, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_OneGoalRise_NotSeen()
    {
        // A lone .Wait() in a tool's own plumbing (vstest.console has one) raises the goal once; a blocking service, every second.
        var verdict = Judge(new BlockingDetector(), [new PoolAdjusted(S(0.5), 5, PoolAdjustmentReason.CooperativeBlocking)]);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(1, verdict.Figures["window_goal_rises_max"]);
    }

    [Fact]
    public void Judge_CooperativeBlockingThatLowersTheGoal_NotSeen()
    {
        // A pool thread unblocked: the runtime takes back the thread it added, with the same reason.
        var events = new WatchEvent[]
        {
            new CounterSampled(S(1), RuntimeCounters.PoolThreads, 6),
            new PoolAdjusted(S(1.5), 5, PoolAdjustmentReason.CooperativeBlocking),
            new PoolAdjusted(S(2), 4, PoolAdjustmentReason.CooperativeBlocking),
        };

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal((0.0, 2.0), (verdict.Figures["cooperative_blocking_adjustments"], verdict.Figures["cooperative_blocking_lowerings"]));
    }

    [Fact]
    public void Judge_CooperativeBlockingAboveTheLastGoal_Found()
    {
        var events = new WatchEvent[]
        {
            new PoolAdjusted(S(1), 4, PoolAdjustmentReason.ClimbingMove),
            new PoolAdjusted(S(2), 5, PoolAdjustmentReason.CooperativeBlocking),
            new PoolAdjusted(S(2.5), 6, PoolAdjustmentReason.CooperativeBlocking),
        };

        Assert.Equal(Finding.Found, Judge(new BlockingDetector(), events).Finding);
    }

    [Fact]
    public void Judge_ClimbingAdjustments_NotSeen()
    {
        var events = Enumerable.Range(1, 10).Select(i => new PoolAdjusted(S(i), 4, PoolAdjustmentReason.ClimbingMove));

        Assert.Equal(Finding.NotSeen, Judge(new BlockingDetector(), events).Finding);
    }

    [Fact]
    public void Judge_FourPoolThreadsBlockedForAWindow_FoundWithTheirTotal()
    {
        // Four pool threads, each waiting ten times 500 ms back to back: four threads held for five seconds.
        var events = Enumerable.Range(0, 40).SelectMany(i => PoolWait(100 + (i % 4), (i / 4) * 0.5, 500));

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(40, verdict.Figures["pool_waits"]);
        Assert.Equal(20_000, verdict.Figures["pool_blocked_ms"], 3);
        Assert.Equal(4, verdict.Figures["pool_threads_that_waited"]);
        Assert.Equal(4, verdict.Figures["window_pool_blocked_threads_max"], 3);
        Assert.StartsWith("worst window 0–5 s: 40 pool wait(s), 4.0 pool thread(s) blocked", verdict.Evidence[0],
            StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_OneConsumerThreadWaitingForItsWork_NotSeen()
    {
        // A BlockingCollection consumer on a pool thread: it waits between items all the time, by design, but holds one thread.
        var events = Enumerable.Range(0, 200).SelectMany(i => PoolWait(100, i * 0.05, 49));

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(200, verdict.Figures["pool_waits"]);
        Assert.True(verdict.Figures["window_pool_blocked_threads_max"] < BlockingDetector.BlockedThreadsToFind);
    }

    [Fact]
    public void Judge_TheSameWaitsSpreadOverAMinute_NotSeen()
    {
        // A rule over whole-watch totals would find these; no window holds two blocked threads.
        var events = Enumerable.Range(0, 60).SelectMany(i => PoolWait(100 + (i % 3), i, 900));

        var verdict = Judge(new BlockingDetector(), events, elapsedSeconds: 61);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(54_000, verdict.Figures["pool_blocked_ms"], 3);
    }

    [Fact]
    public void Judge_GoalRiseInTheWarmUp_NotCounted()
    {
        // A start-up .GetAwaiter().GetResult() raises the goal once; the warm-up is there for it.
        var events = new WatchEvent[]
        {
            new CounterSampled(S(0.5), RuntimeCounters.PoolThreads, 4),
            new PoolAdjusted(S(1), 5, PoolAdjustmentReason.CooperativeBlocking),
        };

        var verdict = Judge(new BlockingDetector(), events, warmUpSeconds: 3);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(0, verdict.Figures["cooperative_blocking_adjustments"]);
        Assert.Equal(1, verdict.Figures["cooperative_blocking_adjustments_in_warm_up"]);
    }

    [Fact]
    public void Judge_WatchEndedInTheWarmUp_CannotTellNamingIt()
    {
        var events = Enumerable.Range(0, 40).SelectMany(i => PoolWait(100 + (i % 4), (i / 4) * 0.2, 200));

        var verdict = Judge(new BlockingDetector(), events, elapsedSeconds: 2.5, warmUpSeconds: 3);

        Assert.Equal(Finding.CannotTell, verdict.Finding);
        Assert.Contains("warm-up (--since)", verdict.Missing, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ManyWaitsOnOtherThreads_NotSeen()
    {
        // A timer thread or the app's own thread waits by design; only pool workers count.
        var events = Enumerable.Range(0, 50).SelectMany(i => new WatchEvent[]
        {
            new WaitBegan(S(i * 0.1), 7, WaitKind.WaitHandle),
            new WaitEnded(S(i * 0.1) + TimeSpan.FromMilliseconds(90), 7, WaitKind.WaitHandle),
        });

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(50, verdict.Figures["other_thread_waits"]);
    }

    [Fact]
    public void Judge_WaitsToEnterALock_LeftToContention()
    {
        var events = Enumerable.Range(0, 30).SelectMany(i => new WatchEvent[]
        {
            new PoolWorkerSeen(S(i * 0.1), 100),
            new ContentionBegan(S(i * 0.1), 100, 0x488),
            new WaitBegan(S(i * 0.1), 100, WaitKind.WaitHandle),
            new WaitEnded(S(i * 0.1) + TimeSpan.FromMilliseconds(40), 100, WaitKind.WaitHandle),
            new ContentionEnded(S(i * 0.1) + TimeSpan.FromMilliseconds(40), 100),
        });

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(Finding.NotSeen, verdict.Finding);
        Assert.Equal(0, verdict.Figures["pool_waits"]);
    }

    [Fact]
    public void Judge_WaitHandleStopAfterMonitorStart_PairsThem()
    {
        // The stop event does not say what the start's wait source was.
        var events = new WatchEvent[]
        {
            new PoolWorkerSeen(S(1), 100),
            new WaitBegan(S(1), 100, WaitKind.Monitor),
            new WaitEnded(S(1.25), 100, WaitKind.WaitHandle),
        };

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(250, verdict.Figures["pool_blocked_ms"], 3);
    }

    [Fact]
    public void Judge_Net8WithTaskWaits_FoundFromSynchronousTaskWaitsAndSaysWhichSignalWasMissing()
    {
        var events = Enumerable.Range(0, 30).SelectMany(i => PoolWait(100 + (i % 3), (i / 3) * 0.6, 600, WaitKind.TaskWait));

        var verdict = Judge(new BlockingDetector(), events, Net8);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Contains("WaitHandleWaitStart/Stop (.NET 9+)", verdict.Missing, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_NoWaitSignalAndNothingFound_CannotTell()
    {
        var verdict = Judge(new BlockingDetector(), [], WatchSignals.Counters | WatchSignals.PoolEvents);

        Assert.Equal(Finding.CannotTell, verdict.Finding);
        Assert.Contains("wait events", verdict.Missing, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_WaitsWithStacks_TopStackByBlockedTimeNamesTheCaller()
    {
        string[] syncOverAsync = ["System.Private.CoreLib!Task.InternalWait", "App!Orders.Load", "App!OrdersEndpoint.Get"];
        string[] other = ["System.Private.CoreLib!Task.InternalWait", "App!Cache.Fill"];
        var events = new WatchEvent[]
        {
            new PoolWorkerSeen(S(0), 100),
            new WaitBegan(S(1), 100, WaitKind.Monitor, other),
            new WaitEnded(S(1.1), 100, WaitKind.Monitor),
            new WaitBegan(S(2), 100, WaitKind.Monitor, syncOverAsync),
            new WaitEnded(S(2.3), 100, WaitKind.Monitor),
            new WaitBegan(S(3), 100, WaitKind.Monitor, syncOverAsync),
            new WaitEnded(S(3.2), 100, WaitKind.Monitor),
        };

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal(2, verdict.Stacks.Count);
        Assert.Equal((500.0, 2), (verdict.Stacks[0].BlockedMs, verdict.Stacks[0].Waits));
        Assert.Equal(["App!Orders.Load", "App!OrdersEndpoint.Get"], verdict.Stacks[0].CallerFrames(3));
        Assert.Contains("top blocking stack: 500 ms in 2 wait(s) at App!Orders.Load ← App!OrdersEndpoint.Get", verdict.Evidence);
    }

    [Fact]
    public void Judge_WaitsInRequests_TopStackCountsItsRoutesAndTheEvidenceNamesTheTopOne()
    {
        string[] stack = ["System.Private.CoreLib!Task.InternalWait", "App!Orders.Load", "App!OrdersEndpoint.Get"];
        var events = new WatchEvent[]
        {
            new PoolWorkerSeen(S(0), 100),
            new WaitBegan(S(1), 100, WaitKind.Monitor, stack, "GET /orders"),
            new WaitEnded(S(1.2), 100, WaitKind.Monitor),
            new WaitBegan(S(2), 100, WaitKind.Monitor, stack, "GET /orders"),
            new WaitEnded(S(2.2), 100, WaitKind.Monitor),
            new WaitBegan(S(3), 100, WaitKind.Monitor, stack, "POST /orders"),
            new WaitEnded(S(3.1), 100, WaitKind.Monitor),
            new WaitBegan(S(4), 100, WaitKind.Monitor, stack), // no request open on the thread
        };

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Equal([new RouteCount("GET /orders", 2), new RouteCount("POST /orders", 1)], verdict.Stacks[0].Routes);
        Assert.Contains(verdict.Evidence,
            line => line.EndsWith("← App!OrdersEndpoint.Get, in GET /orders (2 of 4)", StringComparison.Ordinal));
        Assert.EndsWith(", in GET /orders (2 of 4)", verdict.Stacks[0].Describe(), StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_WaitsOutsideRequests_StackHasNoRoutes()
    {
        var events = new WatchEvent[]
        {
            new PoolWorkerSeen(S(0), 100),
            new WaitBegan(S(1), 100, WaitKind.Monitor, ["App!Cache.Fill"]),
            new WaitEnded(S(1.2), 100, WaitKind.Monitor),
        };

        var verdict = Judge(new BlockingDetector(), events);

        Assert.Empty(verdict.Stacks[0].Routes);
        Assert.Equal("200 ms blocked in 1 wait(s)", verdict.Stacks[0].Describe());
    }

    [Fact]
    public void Judge_WaitsOnOtherThreadsWithStacks_NoStacks()
    {
        var events = new WatchEvent[] { new WaitBegan(S(1), 7, WaitKind.Monitor, ["App!Main"]), new WaitEnded(S(2), 7, WaitKind.Monitor) };

        Assert.Empty(Judge(new BlockingDetector(), events).Stacks);
    }

    [Fact]
    public void Judge_PoolThreadsStillBlockedAtTheEnd_CountedUpToNow()
    {
        // Under starvation a pool thread blocked on a task may not be released before the watch ends.
        var events = Enumerable.Range(0, 25).SelectMany(i => new WatchEvent[]
        {
            new PoolWorkerSeen(S(1), 100 + i),
            new WaitBegan(S(1), 100 + i, WaitKind.Monitor, ["App!Orders.Load"]),
        });

        var verdict = Judge(new BlockingDetector(), events, elapsedSeconds: 3);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(
            (25.0, 25.0, 50_000.0),
            (verdict.Figures["pool_waits"], verdict.Figures["pool_waits_ongoing"], verdict.Figures["pool_blocked_ms"]));
        Assert.Equal((50_000.0, 25), (verdict.Stacks[0].BlockedMs, verdict.Stacks[0].Waits));
    }

    [Fact]
    public void Judge_WaitBeganBeforeTheWatch_EndAloneIgnored()
    {
        var verdict = Judge(new BlockingDetector(), [new PoolWorkerSeen(S(0), 100), new WaitEnded(S(0.2), 100, WaitKind.Monitor)]);

        Assert.Equal(0, verdict.Figures["pool_waits"]);
    }

    [Fact]
    public void WaitsStopped_PoolThreadsStillBlocked_TheirWaitsEndAtTheStop()
    {
        var detector = new BlockingDetector();
        foreach (var watchEvent in Enumerable.Range(0, 25).SelectMany(i => new WatchEvent[]
        {
            new PoolWorkerSeen(S(1), 100 + i),
            new WaitBegan(S(1), 100 + i, WaitKind.Monitor, ["App!Orders.Load"]),
        }))
        {
            detector.Observe(watchEvent);
        }

        detector.WaitsStopped(S(2));
        var verdict = Judge(detector, [], elapsedSeconds: 9);

        Assert.Equal(Finding.Found, verdict.Finding);
        Assert.Equal(
            (25.0, 0.0, 25_000.0, 2.0),
            (verdict.Figures["pool_waits"], verdict.Figures["pool_waits_ongoing"], verdict.Figures["pool_blocked_ms"],
                verdict.Figures["wait_events_stopped_at_s"]));
        Assert.Contains(verdict.Evidence, line => line.StartsWith("the wait events were turned off at 2.0 s", StringComparison.Ordinal));
    }

    [Fact]
    public void WaitsStopped_WaitsReadAfterIt_NotCounted()
    {
        var detector = new BlockingDetector();
        detector.WaitsStopped(S(1));

        var verdict = Judge(detector, Enumerable.Range(0, 25).SelectMany(i => PoolWait(100 + i, 2, 900)));

        Assert.Equal(0, verdict.Figures["pool_waits"]);
    }

    [Theory]
    [InlineData(19, false)]
    [InlineData(20, true)]
    public void WaitsCanStop_WaitsWithFrames_OnlyFromTheFindingsCount(int waitsWithFrames, bool expected)
    {
        var detector = new BlockingDetector();
        var events = Enumerable.Range(0, 30).SelectMany(i => new WatchEvent[]
        {
            new PoolWorkerSeen(S(1), 100 + i),
            new WaitBegan(S(1), 100 + i, WaitKind.Monitor, i < waitsWithFrames ? ["App!Orders.Load"] : null),
            new WaitEnded(S(1.9), 100 + i, WaitKind.Monitor),
        });

        Judge(detector, events);

        Assert.Equal(expected, detector.WaitsCanStop);
        detector.WaitsStopped(S(3));
        Assert.False(detector.WaitsCanStop);
    }

    [Fact]
    public void WaitsCanStop_PoolThreadsBlockedWithStacksThatNeverEnd_True()
    {
        var detector = new BlockingDetector();

        Judge(detector, Enumerable.Range(0, 20).SelectMany(i => new WatchEvent[]
        {
            new PoolWorkerSeen(S(1), 100 + i),
            new WaitBegan(S(1), 100 + i, WaitKind.Monitor, ["App!Orders.Load"]),
        }));

        Assert.True(detector.WaitsCanStop);
    }
}
