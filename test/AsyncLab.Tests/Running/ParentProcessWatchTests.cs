using System.Diagnostics;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Running;

public class ParentProcessWatchTests
{
    [Fact]
    public void IsAlive_ThisProcess_True()
    {
        Assert.True(ParentProcessWatch.IsAlive(Environment.ProcessId));
    }

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
    public void ParentGone_ParentAlive_NotCancelled()
    {
        using var watch = new ParentProcessWatch(Environment.ProcessId, TimeSpan.FromHours(1));

        Assert.False(watch.ParentGone.IsCancellationRequested);
    }
}
