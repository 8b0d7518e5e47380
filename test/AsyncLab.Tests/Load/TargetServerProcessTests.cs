using System.Diagnostics;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Load;

/// <summary>The child server process never outlives the lab: not after success, failure or cancellation.</summary>
[Integration]
[Collection(ServersAlone.Name)]
public sealed class TargetServerProcessTests
{
    [Fact]
    public async Task DisposeAsync_AfterUse_ProcessGone()
    {
        int pid;
        await using (var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None))
        {
            pid = server.ProcessId;
            using var observer = new TargetObserver(server.Address);
            Assert.True(await observer.AnswersAsync(CancellationToken.None));
        }

        Assert.True(IsGone(pid));
    }

    [Fact]
    public async Task StartAsync_AnyServer_TiersUpWithoutDelay()
    {
        await using var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None);

        var environment = (await File.ReadAllTextAsync($"/proc/{server.ProcessId}/environ")).Split('\0');

        Assert.Contains(TargetServerProcess.NoTierUpDelayVariable + "=0", environment);
    }

    [Fact]
    public async Task DisposeAsync_AfterFailure_ProcessGone()
    {
        var pid = 0;
        async Task FailWhileServing()
        {
            await using var server = await TargetServerProcess.StartAsync(8, 8, CancellationToken.None);
            pid = server.ProcessId;
            throw new InvalidOperationException("the experiment failed");
        }

        await Assert.ThrowsAsync<InvalidOperationException>(FailWhileServing);

        Assert.NotEqual(0, pid);
        Assert.True(IsGone(pid));
    }

    [Fact]
    public async Task DisposeAsync_AfterCancelledLoad_ProcessGone()
    {
        var pid = 0;
        using var cancel = new CancellationTokenSource();
        async Task CancelWhileLoading()
        {
            await using var server = await TargetServerProcess.StartAsync(null, null, cancel.Token);
            pid = server.ProcessId;
            var plan = LoadPlan.Constant(new Uri(server.Address, "/base?u=50"), 2, TimeSpan.FromMinutes(5));
            var load = LoadDriver.RunAsync(plan, cancel.Token);
            await cancel.CancelAsync();
            await load;
        }

        await Assert.ThrowsAnyAsync<OperationCanceledException>(CancelWhileLoading);

        Assert.NotEqual(0, pid);
        Assert.True(IsGone(pid));
    }

    [Fact]
    public async Task StartAsync_CancelledBeforeReady_ThrowsAndLeavesNoServer()
    {
        var before = ServeProcesses();
        using var cancel = new CancellationTokenSource();
        await cancel.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => TargetServerProcess.StartAsync(null, null, cancel.Token));

        Assert.Empty(ServeProcesses().Except(before));
    }

    private static bool IsGone(int pid)
    {
        try
        {
            using var process = Process.GetProcessById(pid);
            return process.HasExited;
        }
        catch (ArgumentException)
        {
            return true;
        }
    }

    private static HashSet<int> ServeProcesses() =>
        Process.GetProcessesByName("dotnet").Where(IsOurServer).Select(p => p.Id).ToHashSet();

    private static bool IsOurServer(Process process)
    {
        try
        {
            var commandLine = File.ReadAllText($"/proc/{process.Id}/cmdline");
            return commandLine.Contains("--parent-pid\0" + Environment.ProcessId, StringComparison.Ordinal);
        }
        catch (IOException)
        {
            return false;
        }
        catch (UnauthorizedAccessException)
        {
            return false;
        }
    }
}
