using System.Net.Sockets;
using System.Net;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget.WebThroughput;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.Load;

/// <summary>The load driver against a real in-test Kestrel server, and against one that never answers.</summary>
[Integration]
public sealed class LoadDriverTests : IAsyncLifetime
{
    private WebTargetServer server = null!;

    public async Task InitializeAsync() =>
        server = await WebTargetServer.StartAsync(WebTargetOptions.Loopback() with { Groups = [new WorkEndpoints()] },
            CancellationToken.None);

    public async Task DisposeAsync() => await server.DisposeAsync();

    [Fact]
    public async Task RunAsync_AgainstServer_ReportsAsManyRequestsAsTheServerCounted()
    {
        // Time, not a request budget, ends this run, so requests are in flight at the deadline. The time is long enough
        // that the users start before it runs out even while the suite's other tests hold the pool's threads: at half a
        // second, a busy machine once started them after the deadline and nothing was sent.
        var plan = LoadPlan.Constant(new Uri(server.Address, "/base?u=1"), 4, TimeSpan.FromSeconds(3));

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None);

        Assert.True(report.Requests > 0);
        Assert.Equal(server.Counters.Requests, report.Requests);
        Assert.Equal(report.Requests, report.Succeeded);
        Assert.Equal(report.Succeeded, report.Latency.Count);
    }

    [Fact]
    public async Task RunAsync_RequestBound_StopsAtExactlyThatMany()
    {
        var plan = LoadPlan.Constant(new Uri(server.Address, "/base?u=0"), 5, TimeSpan.FromMinutes(1)) with { MaxRequests = 37 };

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None).WaitAsync(TimeSpan.FromSeconds(50));

        Assert.Equal(37, report.Requests);
        Assert.Equal(37, server.Counters.Requests);
    }

    [Fact]
    public async Task RunAsync_WithWarmUp_ReportsOnlyTheMeasuredRequests()
    {
        // The request bound applies to each phase, so both end after exactly 20 requests whatever the machine's speed.
        var plan = LoadPlan.Constant(new Uri(server.Address, "/base?u=0"), 4, TimeSpan.FromMinutes(1)) with { MaxRequests = 20 };

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None, warmUp: TimeSpan.FromMinutes(1))
            .WaitAsync(TimeSpan.FromSeconds(50));

        Assert.Equal(20, report.Requests);
        Assert.Equal(40, server.Counters.Requests);
    }

    [Fact]
    public async Task RunAsync_BadRequests_CountedAsErrorsNotLatency()
    {
        var plan = LoadPlan.Constant(new Uri(server.Address, "/base?u=abc"), 2, TimeSpan.FromMinutes(1)) with { MaxRequests = 10 };

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None);

        Assert.Equal(10, report.Errors);
        Assert.Equal(0, report.Latency.Count);
    }

    [Fact]
    public async Task RunAsync_ServerNeverAnswers_CountsTimeoutsAndStopsWithinItsBounds()
    {
        using var silent = new TcpListener(IPAddress.Loopback, 0);
        silent.Start();
        var port = ((IPEndPoint)silent.LocalEndpoint).Port;
        // The request budget, not the duration, decides how many requests are sent: on a busy machine the users may
        // start after a short duration has already run out, and then nothing would be sent at all.
        var plan = LoadPlan.Constant(new Uri($"http://127.0.0.1:{port}/"), 3, TimeSpan.FromSeconds(5))
            with { RequestTimeout = TimeSpan.FromSeconds(1), MaxRequests = 3 };

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None).WaitAsync(TimeSpan.FromSeconds(60));

        Assert.Equal(3, report.Timeouts);
        Assert.Equal(0, report.Succeeded);
        Assert.Equal(0, report.MeanRps);
        // The bound by design: the planned duration plus one request timeout (and generous slack for a busy machine).
        Assert.True(report.Elapsed < plan.Duration + plan.RequestTimeout + TimeSpan.FromSeconds(20));
    }

    [Fact]
    public async Task RunAsync_Cancelled_ThrowsInsteadOfHanging()
    {
        using var silent = new TcpListener(IPAddress.Loopback, 0);
        silent.Start();
        var port = ((IPEndPoint)silent.LocalEndpoint).Port;
        var plan = LoadPlan.Constant(new Uri($"http://127.0.0.1:{port}/"), 2, TimeSpan.FromMinutes(5))
            with { RequestTimeout = TimeSpan.FromMinutes(5) };
        using var cancel = new CancellationTokenSource();

        var run = LoadDriver.RunAsync(plan, cancel.Token);
        await cancel.CancelAsync();

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => run.WaitAsync(TimeSpan.FromSeconds(60)));
    }
}
