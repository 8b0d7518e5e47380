using System.Diagnostics;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Session;

namespace AsyncLab.Tests.Watch;

/// <summary>
/// watch, running on .NET 10, proven live on processes of .NET 8 and .NET 9: blocking and starvation found where pool
/// threads block on tasks, neither where the same work is awaited. On .NET 8, which has no wait events, the blocking
/// verdict reads TplEventSource's synchronous task waits. (.NET 10 is WatchOnTargetTests.)
/// </summary>
[Integration]
public sealed class WatchOnOtherRuntimesTests(OtherRuntimeWaiters waiters) : IClassFixture<OtherRuntimeWaiters>
{
    [Theory]
    [InlineData("net8.0", 8)]
    [InlineData("net9.0", 9)]
    public async Task Watch_PoolThreadsBlockOnTasks_StarvationAndBlockingFound(string framework, int major)
    {
        var (verdicts, session) = await WatchAsync(waiters.ExecutableFor(framework), "block");

        Assert.Equal(major, session.RuntimeMajor);
        var signal = major >= WatchProviders.WaitEventsSince ? WatchSignals.WaitEvents : WatchSignals.TaskWaits;
        Assert.True(session.Providers.Signals.HasFlag(signal), $"{session.Providers.Signals}");
        Assert.True(verdicts["blocking"].Finding == Finding.Found, string.Join("; ", verdicts["blocking"].Evidence));
        Assert.True(verdicts["starvation"].Finding == Finding.Found, string.Join("; ", verdicts["starvation"].Evidence));
        Assert.True(verdicts["blocking"].Figures["pool_waits"] > 0, $"the .NET {major} process's waits reached the detector");
        if (major >= WatchProviders.WaitEventsSince)
        {
            // The waiter is published with its portable PDB: the blocking call's frame names its line.
            var frames = verdicts["blocking"].Stacks[0].Frames;
            Assert.True(frames.Any(f => f.Contains("(Program.cs:", StringComparison.Ordinal)), string.Join("\n", frames));
        }
    }

    [Theory]
    [InlineData("net8.0")]
    [InlineData("net9.0")]
    public async Task Watch_TheSameWorkAwaited_NeitherFound(string framework)
    {
        var (verdicts, _) = await WatchAsync(waiters.ExecutableFor(framework), "await");

        Assert.True(verdicts["blocking"].Finding == Finding.NotSeen, string.Join("; ", verdicts["blocking"].Evidence));
        Assert.True(verdicts["starvation"].Finding == Finding.NotSeen, string.Join("; ", verdicts["starvation"].Evidence));
    }

    private static async Task<(Dictionary<string, DetectorVerdict> Verdicts, TargetSession Session)> WatchAsync(string executable,
        string mode)
    {
        var start = new ProcessStartInfo(executable)
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        start.ArgumentList.Add(mode);
        start.ArgumentList.Add("8");
        using var waiter = Process.Start(start)!;
        try
        {
            Assert.Equal("ready", await waiter.StandardOutput.ReadLineAsync().WaitAsync(TimeSpan.FromSeconds(30)));
            var watcher = new Watcher();
            var clock = Stopwatch.StartNew();
            var session = await TargetSession.AttachAsync(waiter.Id, DateTime.Now, watcher.Observe, CancellationToken.None);
            try
            {
                watcher.UseSignals(session.Providers.Signals);
                await waiter.StandardInput.WriteLineAsync("go");
                await waiter.StandardInput.FlushAsync();
                await waiter.WaitForExitAsync().WaitAsync(TimeSpan.FromSeconds(60));
            }
            finally
            {
                await session.DisposeAsync();
            }

            Assert.Null(session.ReadFailure);
            return (watcher.Judge(clock.Elapsed).ToDictionary(v => v.Detector), session);
        }
        finally
        {
            if (!waiter.HasExited)
            {
                waiter.Kill(entireProcessTree: true);
            }
        }
    }
}
