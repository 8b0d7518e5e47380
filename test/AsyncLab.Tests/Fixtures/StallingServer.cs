using System.Globalization;
using System.Net;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// A tiny Kestrel server on 127.0.0.1 whose endpoints (/ and /health, and /count: the request count as JSON) answer at
/// once (or after <c>?delay_ms=N</c>), except while the test has it stalled: then every request, arriving or in
/// progress, waits for the stall to end. The waiting is asynchronous, so no thread is blocked and the load driver in the
/// same process runs on.
/// </summary>
public sealed class StallingServer : IAsyncDisposable
{
    private readonly WebApplication app;
    private volatile Task stall = Task.CompletedTask;
    private long requests;

    private StallingServer(WebApplication app) => this.app = app;

    public Uri Address { get; private set; } = null!;

    public long Requests => Interlocked.Read(ref requests);

    public static async Task<StallingServer> StartAsync()
    {
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseKestrel(kestrel => kestrel.Listen(IPAddress.Loopback, 0));
        builder.Services.Configure<HostOptions>(host => host.ShutdownTimeout = TimeSpan.FromSeconds(2));
        var app = builder.Build();
        var server = new StallingServer(app);
        app.MapGet("/", (Delegate)server.AnswerAsync);
        app.MapGet("/health", (Delegate)server.AnswerAsync);
        app.MapGet("/count", (Delegate)server.CountAsync);
        await app.StartAsync();
        server.Address = new Uri(app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First());
        return server;
    }

    /// <summary>From now on, and for <paramref name="length"/>, no request is answered.</summary>
    public void StallFor(TimeSpan length) => stall = Task.Delay(length);

    public async ValueTask DisposeAsync()
    {
        await app.StopAsync();
        await app.DisposeAsync();
    }

    // The requests so far as JSON, held by the same stall: what a statistics endpoint looks like to the lab.
    private async Task<IResult> CountAsync(HttpContext http)
    {
        await stall.WaitAsync(http.RequestAborted);
        return TypedResults.Json(Requests);
    }

    private async Task<IResult> AnswerAsync(HttpContext http)
    {
        Interlocked.Increment(ref requests);
        if (int.TryParse(http.Request.Query["delay_ms"], NumberStyles.None, CultureInfo.InvariantCulture, out var delay))
        {
            await Task.Delay(delay, http.RequestAborted);
        }

        // A request its client gave up on stops waiting, so the server can stop promptly.
        await stall.WaitAsync(http.RequestAborted);
        return TypedResults.Text("ok\n");
    }
}
