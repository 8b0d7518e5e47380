using System.Diagnostics;
using AsyncLab.Liveness;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Liveness;

public class ParentProcessWatchTests
{
    [Fact]
    [Integration]
    public async Task ParentGone_ParentExited_Cancelled()
    {
        using var parent = Process.Start(new ProcessStartInfo("true") { UseShellExecute = false })!;
        await parent.WaitForExitAsync();
        using var watch = new ParentProcessWatch(parent.Id, TimeSpan.FromMilliseconds(20));

        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(10), () => watch.ParentGone.IsCancellationRequested));
    }

    [Fact]
    [Integration]
    public async Task ParentGone_ParentKilledWhileWatched_Cancelled()
    {
        using var parent = Process.Start(new ProcessStartInfo("sleep", "600") { UseShellExecute = false })!;
        using var watch = new ParentProcessWatch(parent.Id, TimeSpan.FromMilliseconds(20));
        await Task.Delay(100);
        Assert.False(watch.ParentGone.IsCancellationRequested);

        parent.Kill();
        await parent.WaitForExitAsync();

        Assert.True(await Eventually.WithinAsync(TimeSpan.FromSeconds(10), () => watch.ParentGone.IsCancellationRequested));
    }

    [Fact]
    public void ParentGone_ParentAlive_NotCancelled()
    {
        using var watch = new ParentProcessWatch(Environment.ProcessId, TimeSpan.FromHours(1));

        Assert.False(watch.ParentGone.IsCancellationRequested);
    }

    [Fact]
    [Integration]
    public async Task Dispose_CalledByAParentGoneCallback_Returns()
    {
        using var parent = Process.Start(new ProcessStartInfo("true") { UseShellExecute = false })!;
        await parent.WaitForExitAsync();
        var watch = new ParentProcessWatch(parent.Id, TimeSpan.FromMilliseconds(20));
        var disposed = new TaskCompletionSource();
        watch.ParentGone.Register(() =>
        {
            watch.Dispose();
            disposed.SetResult();
        });

        await disposed.Task.WaitAsync(TimeSpan.FromSeconds(10));
        watch.Dispose();
    }
}
