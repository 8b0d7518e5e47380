using System.Diagnostics;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Events;
using AsyncLab.Watch.Session;
using AsyncLab.WebTarget.Contention;

namespace AsyncLab.Tests.Watch;

/// <summary>
/// The detectors proven on the lab's own target server under the lab's own load: found where the endpoint blocks, not
/// seen where it awaits (the false-positive check), and lock contention found on /lock.
/// </summary>
[Integration]
public sealed class WatchOnTargetTests
{
    private static readonly TimeSpan LoadTime = TimeSpan.FromSeconds(10);

    [Fact]
    public async Task Watch_SyncOverAsyncAt200Users_StarvationAndBlockingFoundInTheRoute()
    {
        var verdicts = await WatchUnderLoadAsync("/sync-over-async?u=50", 200);

        Assert.True(verdicts["blocking"].Finding == Finding.Found, string.Join("; ", verdicts["blocking"].Evidence));
        Assert.True(verdicts["starvation"].Finding == Finding.Found, string.Join("; ", verdicts["starvation"].Evidence));
        Assert.True(verdicts["blocking"].Figures["pool_waits"] > 0, "the .NET 10 target's wait events reached the detector");
        var caller = verdicts["blocking"].Stacks[0].CallerFrames(1).Single();
        Assert.Contains("RequestWork.SyncOverAsync", caller, StringComparison.Ordinal);
        Assert.Matches(@"\(RequestWork\.cs:\d+\)$", caller); // the target's portable PDB names the blocking line
        // The Hosting events name the request the blocked thread was serving, without its query string.
        Assert.Equal("GET /sync-over-async", verdicts["blocking"].Stacks[0].Routes[0].Route);
        Assert.Contains(verdicts["blocking"].Evidence, line => line.Contains(", in GET /sync-over-async (", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Watch_ThreadSleepAt200Users_StarvationFoundAndTheSampledStackNamesTheSleepAndRoute()
    {
        // Thread.Sleep raises no wait event: only the sampled stacks say where the pool's threads are held.
        var verdicts = await WatchUnderLoadAsync("/base?u=50", 200, sampleStacks: true);

        var starvation = verdicts["starvation"];
        Assert.True(starvation.Finding == Finding.Found, string.Join("; ", starvation.Evidence));
        Assert.NotEmpty(starvation.Stacks);
        Assert.True(starvation.Stacks[0].Sampled);
        Assert.Contains("System.Threading.Thread.Sleep", starvation.Stacks[0].Frames[0], StringComparison.Ordinal);
        Assert.Equal("GET /base", starvation.Stacks[0].Routes[0].Route);
        Assert.Contains(starvation.Evidence, line => line.StartsWith("pool threads sampled", StringComparison.Ordinal));
    }

    [Fact]
    public async Task Watch_TrueAsyncAt200Users_NothingFound()
    {
        var verdicts = await WatchUnderLoadAsync("/async?u=50", 200);

        Assert.All(verdicts.Values, v =>
            Assert.True(v.Finding == Finding.NotSeen, $"{v.Detector}: {v.Finding}: {string.Join("; ", v.Evidence)}"));
    }

    [Fact]
    public async Task Watch_LockEndpointUnderLoad_ContentionFoundAndNotBlamedOnBlocking()
    {
        var verdicts = await WatchUnderLoadAsync(LockEndpoints.Route + "?u=1", 50);

        Assert.True(verdicts["contention"].Finding == Finding.Found, string.Join("; ", verdicts["contention"].Evidence));
        Assert.Equal(0, verdicts["blocking"].Figures["pool_waits"]);
    }

    [Fact]
    public async Task StopWaitsAsync_LockEndpointUnderLoad_ContentionReadOnAndNoWaitAfterTheStop()
    {
        TimeSpan? stoppedAt = null;
        var (waitsAfter, contentionsAfter) = (0, 0);
        void Tap(WatchEvent e)
        {
            if (stoppedAt is not { } at || e.At < at)
            {
                return;
            }

            if (e is WaitBegan)
            {
                Interlocked.Increment(ref waitsAfter);
            }
            else if (e is ContentionEnded)
            {
                Interlocked.Increment(ref contentionsAfter);
            }
        }

        var verdicts = await WatchUnderLoadAsync(LockEndpoints.Route + "?u=1", 50, async (session, watcher, _) =>
        {
            stoppedAt = await session.StopWaitsAsync(CancellationToken.None);
            Assert.NotNull(stoppedAt);
            watcher.WaitsStopped(stoppedAt.Value);
        }, Tap);

        Assert.Equal(stoppedAt!.Value.TotalSeconds, verdicts["blocking"].Figures["wait_events_stopped_at_s"], 6);
        Assert.True(contentionsAfter > 0, "the contention session took over from the waits session");
        Assert.Equal(0, waitsAfter);
        Assert.True(verdicts["contention"].Finding == Finding.Found, string.Join("; ", verdicts["contention"].Evidence));
    }

    private static async Task<Dictionary<string, DetectorVerdict>> WatchUnderLoadAsync(string path, int users, bool sampleStacks = false) =>
        await WatchUnderLoadAsync(path, users, sampleStacks ? SampleStacksAsync : null);

    // As watch does once starvation is found.
    private static async Task SampleStacksAsync(TargetSession session, Watcher watcher, DateTime since)
    {
        var sampled = await StackSampler.SampleAsync(session.ProcessId, since, CancellationToken.None);
        Assert.Null(sampled.Failure);
        watcher.Observe(sampled);
    }

    private static async Task<Dictionary<string, DetectorVerdict>> WatchUnderLoadAsync(string path, int users,
        Func<TargetSession, Watcher, DateTime, Task>? halfway, Action<WatchEvent>? tap = null)
    {
        await using var server = await TargetServerProcess.StartAsync(null, null, CancellationToken.None);
        var watcher = new Watcher();
        var clock = Stopwatch.StartNew();
        var since = DateTime.Now;
        var session = await TargetSession.AttachAsync(server.ProcessId, since, e =>
        {
            tap?.Invoke(e);
            watcher.Observe(e);
        }, CancellationToken.None);
        try
        {
            watcher.UseSignals(session.Providers.Signals);
            var plan = LoadPlan.Constant(new Uri(server.Address, path), users, LoadTime) with { MaxRequests = 500_000 };
            var load = LoadDriver.RunAsync(plan, CancellationToken.None);
            if (halfway is not null)
            {
                await Task.Delay(LoadTime / 2);
                await halfway(session, watcher, since);
            }

            await load;
        }
        finally
        {
            // Stopping drains what the runtime still buffered.
            await session.DisposeAsync();
        }

        Assert.Null(session.ReadFailure);
        return watcher.Judge(clock.Elapsed).ToDictionary(v => v.Detector);
    }
}
