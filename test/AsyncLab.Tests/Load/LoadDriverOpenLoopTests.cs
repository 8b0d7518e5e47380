using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Load;

/// <summary>The open loop against a real server: a stall shows in its latencies, and a rate it cannot keep is reported.</summary>
/// <remarks>
/// Its own collection, run alone: the stall test reads latencies against a half-second line, and tests that block
/// thread-pool threads in the same process (the composition deadlocks, the starvation scenarios) would add waits of their own.
/// </remarks>
[Integration]
[Collection(TimedAlone.Name)]
public sealed class LoadDriverOpenLoopTests(ITestOutputHelper output) : IAsyncLifetime
{
    private static readonly TimeSpan RunLength = TimeSpan.FromSeconds(3);
    private static readonly TimeSpan Stall = TimeSpan.FromSeconds(1);

    // Half the test's half-second line: a stand-still this long could have pushed a figure across it.
    private static readonly TimeSpan ProcessStillLine = TimeSpan.FromMilliseconds(250);
    private StallingServer server = null!;

    public async Task InitializeAsync() => server = await StallingServer.StartAsync();

    public async Task DisposeAsync() => await server.DisposeAsync();

    [Fact]
    public async Task RunAsync_OneSecondStallMidRun_OpenLoopP99ShowsItClosedLoopP99DoesNot()
    {
        // Both kinds once without a stall first: in a cold process the driver's first second is JIT compilation,
        // which an open loop rightly reports as requests sent late; here only the stall is to show.
        await LoadDriver.RunAsync(LoadPlan.OpenLoop(server.Address, 200, TimeSpan.FromSeconds(1), 1_000), CancellationToken.None);
        await LoadDriver.RunAsync(LoadPlan.Constant(server.Address, 4, TimeSpan.FromSeconds(0.5)), CancellationToken.None);

        // A try the process itself stood still in (a paused machine, or an earlier test's work holding the pool) says nothing
        // about the driver: it is run again, at most twice. A try that fails while the process ran freely fails the test.
        string? problem;
        var tries = 0;
        do
        {
            tries++;
            using var probe = ProcessStallProbe.Start();
            problem = await TryOnceAsync();
            output.WriteLine($"try {tries}: the process stood still for at most {probe.Longest.TotalMilliseconds:0} ms");
            if (problem is null || probe.Longest < ProcessStillLine)
            {
                break;
            }
        }
        while (tries < 3);

        Assert.Null(problem);
    }

    [Fact]
    public async Task RunAsync_OpenLoopHealthyServer_EveryDueRequestSentAndCounted()
    {
        var plan = LoadPlan.OpenLoop(server.Address, 100, TimeSpan.FromSeconds(1), 50);

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None).WaitAsync(TimeSpan.FromSeconds(60));

        var schedule = Assert.IsType<OpenLoopReport>(report.OpenLoop);
        Assert.Equal(100, schedule.Scheduled);
        Assert.Equal(schedule.Scheduled, report.Requests + schedule.Unsent);
        Assert.Equal(report.Requests, server.Requests);
        Assert.Equal(report.Succeeded, report.Histogram!.Count);
        Assert.Equal(report.Requests, schedule.SendLag.Count);
    }

    [Fact]
    public async Task RunAsync_RateBeyondWhatTheCapAllows_ReportedNotSustained()
    {
        // Two slots, 50 ms per answer: at most about 40 requests a second, against 400 due.
        var plan = LoadPlan.OpenLoop(new Uri(server.Address, "/?delay_ms=50"), 400, TimeSpan.FromSeconds(1), 2);

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None).WaitAsync(TimeSpan.FromSeconds(60));
        using var text = new StringWriter();
        AsyncLab.Cli.LoadTable.Write(text, report);

        var schedule = Assert.IsType<OpenLoopReport>(report.OpenLoop);
        Assert.False(schedule.Sustained);
        Assert.True(schedule.CapReached);
        Assert.True(schedule.Unsent > 200, $"{schedule.Unsent} not sent");
        Assert.True(schedule.Late > 0);
        Assert.Equal(schedule.Scheduled, report.Requests + schedule.Unsent);
        Assert.Contains("rate NOT sustained", text.ToString(), StringComparison.Ordinal);
        Assert.Equal(schedule.Unsent, report.ToMetrics()["unsent_requests"]);
    }

    [Fact]
    public async Task RunAsync_OpenLoopCancelled_ThrowsInsteadOfHanging()
    {
        server.StallFor(TimeSpan.FromMinutes(2));
        var plan = LoadPlan.OpenLoop(server.Address, 50, TimeSpan.FromMinutes(5), 10) with { RequestTimeout = TimeSpan.FromMinutes(5) };
        using var cancel = new CancellationTokenSource();

        var run = LoadDriver.RunAsync(plan, cancel.Token);
        await cancel.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => run.WaitAsync(TimeSpan.FromSeconds(60)));
    }

    /// <summary>One open loop and one closed loop, each stalled for a second; what they got wrong, or null.</summary>
    private async Task<string?> TryOnceAsync()
    {
        var open = await RunWithStallAsync(LoadPlan.OpenLoop(server.Address, 200, RunLength, 1_000));
        var closed = await RunWithStallAsync(LoadPlan.Constant(server.Address, 4, RunLength));

        var lag = LatencySummary.Of(open.OpenLoop!.SendLag);
        output.WriteLine($"open loop: {open.Latency.Count} answered, p50 {open.Latency.P50Ms:0.0} ms, " +
            $"p99 {open.Latency.P99Ms:0.0} ms, max {open.Latency.MaxMs:0.0} ms; send lag p50 {lag.P50Ms:0.0} p99 {lag.P99Ms:0.0} ms, " +
            $"{open.OpenLoop.Late} late, in flight peak {open.OpenLoop.PeakInFlight}");
        output.WriteLine($"closed loop: {closed.Latency.Count} answered, p50 {closed.Latency.P50Ms:0.00} ms, " +
            $"p99 {closed.Latency.P99Ms:0.00} ms, max {closed.Latency.MaxMs:0.0} ms");
        // Open loop: the requests due in the stall's first half waited at least half a second, a sixth of the run ...
        if (open.Latency.P99Ms < 500)
        {
            return $"open-loop p99 {open.Latency.P99Ms} ms";
        }

        // ... while the driver kept to its schedule: the wait was the server's, not the driver's.
        if (lag.P99Ms >= 500)
        {
            return $"open-loop send lag p99 {lag.P99Ms} ms";
        }

        // Closed loop: the four users' requests waited too, but the users sent nothing else meanwhile: at most one slow
        // request a user, however many the run sent ...
        var slow = closed.Histogram!.CountAtOrAbove(500_000);
        if (slow is < 1 or > 4)
        {
            return $"closed loop: {slow} requests of {closed.Latency.Count} took 500 ms or more (the stall catches one a user)";
        }

        // ... so that once the users sent more than a hundred requests each, the stall is under 1 % and its p99 hides it.
        return closed.Latency.Count >= 400 && closed.Latency.P99Ms >= 500
            ? $"closed-loop p99 {closed.Latency.P99Ms} ms over {closed.Latency.Count} requests"
            : null;
    }

    /// <summary>Runs the plan and stalls the server for a second once a third of the run has passed.</summary>
    private async Task<LoadReport> RunWithStallAsync(LoadPlan plan)
    {
        var run = LoadDriver.RunAsync(plan, CancellationToken.None);
        await Task.Delay(RunLength / 3);
        server.StallFor(Stall);
        return await run.WaitAsync(TimeSpan.FromSeconds(60));
    }
}
