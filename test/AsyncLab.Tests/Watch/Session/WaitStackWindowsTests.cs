using AsyncLab.Watch.Events;
using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch.Session;

public sealed class WaitStackWindowsTests
{
    private const int PoolThread = 100;
    private const int OtherThread = 7;

    [Fact]
    public void Observe_EnoughPoolWaitsWithinASecond_OpensOneWindowAndPassesEveryEventOn()
    {
        var windows = new Windows();

        windows.Waits(PoolThread, WaitStackWindows.WaitsToOpen);

        Assert.Equal(1, windows.Subject.Opened);
        Assert.Equal(WaitStackWindows.WaitsToOpen, windows.Seen.Count);
    }

    [Fact]
    public void Observe_FewerPoolWaitsThanToOpen_OpensNone()
    {
        var windows = new Windows();

        windows.Waits(PoolThread, WaitStackWindows.WaitsToOpen - 1);

        Assert.Equal(0, windows.Subject.Opened);
    }

    [Fact]
    public void Observe_WaitsOnThreadsOutsideThePool_OpenNone()
    {
        var windows = new Windows();

        windows.Waits(OtherThread, WaitStackWindows.WaitsToOpen * 3);

        Assert.Equal(0, windows.Subject.Opened);
    }

    [Fact]
    public void Observe_ASecondBurstBeforeEvery_OpensNoSecondWindow()
    {
        var windows = new Windows();

        windows.Waits(PoolThread, WaitStackWindows.WaitsToOpen * 4);

        Assert.Equal(1, windows.Subject.Opened);
    }

    [Fact]
    public async Task StopAsync_WindowUnderWay_CancelsItAndItsStacksReachTheSink()
    {
        var windows = new Windows();
        windows.Waits(PoolThread, WaitStackWindows.WaitsToOpen);

        await windows.Subject.StopAsync();

        var sampled = Assert.Single(windows.Seen.OfType<WaitStacksSampled>());
        Assert.Equal("cut short", sampled.Failure);
    }

    // A window that runs until the watch stops it, as the real one runs for its second; the sink keeps what reached it.
    private sealed class Windows
    {
        public Windows() => Subject = new WaitStackWindows(RunUntilStoppedAsync, thread => thread == PoolThread, Seen.Add);

        public WaitStackWindows Subject { get; }

        public List<WatchEvent> Seen { get; } = [];

        public void Waits(int thread, int count)
        {
            for (var i = 0; i < count; i++)
            {
                Subject.Observe(new WaitBegan(TimeSpan.FromMilliseconds(i), thread, WaitKind.Monitor));
            }
        }

        private static async Task<WaitStacksSampled> RunUntilStoppedAsync(CancellationToken stop)
        {
            var stopped = new TaskCompletionSource();
            await using (stop.Register(stopped.SetResult))
            {
                await stopped.Task;
            }

            return new WaitStacksSampled(TimeSpan.Zero, TimeSpan.Zero, [], "cut short");
        }
    }
}
