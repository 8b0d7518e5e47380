using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;

namespace AsyncLab.Tests.Watch;

public sealed class WatcherTests
{
    [Fact]
    public void AddSignals_TwoTargets_KeepsWhatBothHave()
    {
        var watcher = new Watcher();

        watcher.AddSignals(WatchSignals.Counters | WatchSignals.WaitEvents | WatchSignals.GcPauses);
        watcher.AddSignals(WatchSignals.Counters | WatchSignals.Contention);

        Assert.Equal(WatchSignals.Counters, watcher.Signals);
    }

    [Fact]
    public void AddSignals_Net10AndNet8Targets_BothWaitSignalsKept()
    {
        var watcher = new Watcher();

        watcher.AddSignals(WatchSignals.Counters | WatchSignals.WaitEvents);
        watcher.AddSignals(WatchSignals.Counters | WatchSignals.TaskWaits);
        watcher.AddSignals(WatchSignals.Counters | WatchSignals.WaitEvents | WatchSignals.GcPauses);

        Assert.Equal(WatchSignals.Counters | WatchSignals.WaitEvents | WatchSignals.TaskWaits, watcher.Signals);
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

        Assert.Equal((12.0, 40.0, 1, 100.0), (point.PoolThreads!.Value, point.QueueLength!.Value, point.CooperativeBlockingAdjustments, point.ContendedMs));
        Assert.Null(point.CpuPercent);
        Assert.Single(watcher.Timeline());
    }

    [Fact]
    public void Judge_AnyTime_OneVerdictPerDetectorInOrder()
    {
        var verdicts = new Watcher().Judge(TimeSpan.FromSeconds(1));

        Assert.Equal(Watcher.DetectorNames, verdicts.Select(v => v.Detector));
    }
}
