using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;

namespace AsyncLab.Tests.Watch;

public sealed class WatcherTests
{
    [Fact]
    public void Judge_EventsLostWhereNothingWasSeen_CannotTellWithTheCount()
    {
        var watcher = new Watcher();
        watcher.UseSignals(WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents | WatchSignals.Contention
            | WatchSignals.GcPauses);
        var before = watcher.Judge(TimeSpan.FromSeconds(10));
        watcher.CountLost(1_200);

        var after = watcher.Judge(TimeSpan.FromSeconds(10));

        var notSeen = before.Where(v => v.Finding == Finding.NotSeen).Select(v => v.Detector).ToHashSet();
        Assert.NotEmpty(notSeen);
        Assert.All(after.Where(v => notSeen.Contains(v.Detector)), v =>
        {
            Assert.Equal(Finding.CannotTell, v.Finding);
            Assert.Contains("1,200 event(s) were dropped", v.Missing, StringComparison.Ordinal);
        });
    }

    [Fact]
    public void Judge_EventsLostAndContentionFound_FoundWithTheLossFirst()
    {
        var watcher = new Watcher();
        watcher.UseSignals(WatchSignals.Counters | WatchSignals.Contention);
        for (var i = 0; i < 200; i++)
        {
            watcher.Observe(new ContentionBegan(TimeSpan.FromSeconds(1 + i * 0.01), 5, 1));
            watcher.Observe(new ContentionEnded(TimeSpan.FromSeconds(1 + i * 0.01 + 0.009), 5));
        }

        var before = watcher.Judge(TimeSpan.FromSeconds(10)).Single(v => v.Detector == "contention");
        watcher.CountLost(7);
        var after = watcher.Judge(TimeSpan.FromSeconds(10)).Single(v => v.Detector == "contention");

        Assert.Equal(Finding.Found, before.Finding);
        Assert.Equal(Finding.Found, after.Finding);
        Assert.StartsWith("7 event(s) were dropped", after.Evidence[0], StringComparison.Ordinal);
    }

    [Fact]
    public void Report_TwoWatchers_EachHoldsOnlyItsOwnEvents()
    {
        var blocked = new Watcher();
        var clean = new Watcher();
        blocked.Observe(new CounterSampled(TimeSpan.FromSeconds(1), RuntimeCounters.QueueLength, 46));
        clean.Observe(new CounterSampled(TimeSpan.FromSeconds(1), RuntimeCounters.QueueLength, 0));
        blocked.Sample(TimeSpan.FromSeconds(1));
        clean.Sample(TimeSpan.FromSeconds(1));

        var reports = new[] { blocked.Report(10, 10, TimeSpan.FromSeconds(1)), clean.Report(20, 8, TimeSpan.FromSeconds(1)) };

        Assert.Equal([(10, 46.0), (20, 0.0)], reports.Select(r => (r.ProcessId, r.Timeline.Single().QueueLength!.Value)));
    }

    [Fact]
    public void Sample_AfterEvents_PointHasLatestCountersAndTotals()
    {
        var watcher = new Watcher();
        watcher.Observe(new CounterSampled(TimeSpan.FromSeconds(1), RuntimeCounters.PoolThreads, 12));
        watcher.Observe(new CounterSampled(TimeSpan.FromSeconds(1), RuntimeCounters.QueueLength, 40));
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(1), 13, PoolAdjustmentReason.CooperativeBlocking));
        watcher.Observe(new ContentionBegan(TimeSpan.FromSeconds(1), 5, 1));
        watcher.Observe(new ContentionEnded(TimeSpan.FromSeconds(1.1), 5));

        var point = watcher.Sample(TimeSpan.FromSeconds(1.5));

        Assert.Equal(
            (12.0, 40.0, 1, 100.0),
            (point.PoolThreads!.Value, point.QueueLength!.Value, point.CooperativeBlockingAdjustments, point.ContendedMs));
        Assert.Null(point.CpuPercent);
        Assert.Single(watcher.Timeline());
    }

    [Fact]
    public void Sample_GoalRaisedThenLoweredForBlocking_PointCountsTheRiseOnly()
    {
        var watcher = new Watcher();
        watcher.Observe(new CounterSampled(TimeSpan.FromSeconds(1), RuntimeCounters.PoolThreads, 4));
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(1.2), 5, PoolAdjustmentReason.CooperativeBlocking));
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(1.4), 4, PoolAdjustmentReason.CooperativeBlocking));

        Assert.Equal(1, watcher.Sample(TimeSpan.FromSeconds(2)).CooperativeBlockingAdjustments);
    }

    [Fact]
    public void Judge_AnyTime_OneVerdictPerDetectorInOrder()
    {
        var verdicts = new Watcher().Judge(TimeSpan.FromSeconds(1));

        Assert.Equal(Watcher.DetectorNames, verdicts.Select(v => v.Detector));
    }

    [Fact]
    public void WaitsCanStop_BlockingFoundWithStacks_TrueUntilTheWaitsStopped()
    {
        var watcher = new Watcher();
        watcher.UseSignals(WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents | WatchSignals.Contention
            | WatchSignals.GcPauses);
        for (var i = 0; i < 25; i++)
        {
            watcher.Observe(new PoolWorkerSeen(TimeSpan.FromSeconds(1), 100 + i));
            watcher.Observe(new WaitBegan(TimeSpan.FromSeconds(1), 100 + i, WaitKind.Monitor, ["App!Orders.Load"]));
            watcher.Observe(new WaitEnded(TimeSpan.FromSeconds(1.9), 100 + i, WaitKind.Monitor));
        }

        var verdicts = watcher.Judge(TimeSpan.FromSeconds(3));
        var before = watcher.WaitsCanStop(verdicts);
        watcher.WaitsStopped(TimeSpan.FromSeconds(3));

        Assert.Equal(Finding.Found, verdicts.Single(v => v.Detector == "blocking").Finding);
        Assert.True(before);
        Assert.False(watcher.WaitsCanStop(watcher.Judge(TimeSpan.FromSeconds(4))));
    }

    [Fact]
    public void WaitsCanStop_BlockingNotFound_False()
    {
        var watcher = new Watcher();
        watcher.UseSignals(WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents);
        for (var i = 0; i < 25; i++)
        {
            watcher.Observe(new PoolWorkerSeen(TimeSpan.FromSeconds(1), 100));
            watcher.Observe(new WaitBegan(TimeSpan.FromSeconds(1 + i * 0.1), 100, WaitKind.Monitor, ["App!Consumer.Take"]));
            watcher.Observe(new WaitEnded(TimeSpan.FromSeconds(1.05 + i * 0.1), 100, WaitKind.Monitor));
        }

        Assert.False(watcher.WaitsCanStop(watcher.Judge(TimeSpan.FromSeconds(5))));
    }
}
