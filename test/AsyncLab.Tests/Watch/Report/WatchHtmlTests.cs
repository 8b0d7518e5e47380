using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using AsyncLab.Watch.Report;

namespace AsyncLab.Tests.Watch.Report;

public sealed class WatchHtmlTests
{
    [Fact]
    public void Render_WatchWithBlocking_VerdictsStackAndBothTimelineCharts()
    {
        var html = WatchHtml.Render(Document());

        Assert.Contains("<span class=\"v refuted\">found</span>", html, StringComparison.Ordinal);
        Assert.Contains("<span class=\"v holds\">not seen</span>", html, StringComparison.Ordinal);
        Assert.Contains("App!Orders.Load", html, StringComparison.Ordinal);
        Assert.Equal(2, html.Split("<svg").Length - 1);
        Assert.DoesNotContain("<script", html, StringComparison.Ordinal);
    }

    private static WatchDocument Document()
    {
        var watcher = new Watcher();
        const WatchSignals signals = WatchSignals.Counters | WatchSignals.PoolEvents | WatchSignals.WaitEvents
            | WatchSignals.Contention | WatchSignals.GcPauses;
        watcher.UseSignals(signals);
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(0.5), 5, PoolAdjustmentReason.CooperativeBlocking));
        watcher.Observe(new PoolAdjusted(TimeSpan.FromSeconds(0.55), 6, PoolAdjustmentReason.CooperativeBlocking));
        watcher.Observe(new PoolWorkerSeen(TimeSpan.FromSeconds(0.6), 100));
        watcher.Observe(new WaitBegan(TimeSpan.FromSeconds(0.6), 100, WaitKind.Monitor,
            ["System.Private.CoreLib!Task.InternalWait", "App!Orders.Load"]));
        for (var second = 1; second <= 3; second++)
        {
            watcher.Observe(new CounterSampled(TimeSpan.FromSeconds(second), RuntimeCounters.PoolThreads, 4 + second));
            watcher.Observe(new CounterSampled(TimeSpan.FromSeconds(second), RuntimeCounters.QueueLength, 10));
            watcher.Sample(TimeSpan.FromSeconds(second));
        }

        return new WatchDocument(WatchDocument.CurrentSchema, DateTimeOffset.UnixEpoch, 3, WatchEnd.Duration, new WatchTarget(null, null),
            [watcher.Report(1234, 10, TimeSpan.FromSeconds(3))], []);
    }
}
