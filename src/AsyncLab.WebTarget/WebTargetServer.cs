using AsyncLab.Liveness;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace AsyncLab.WebTarget;

/// <summary>
/// The target server: Kestrel with its observation endpoints and the experiments' endpoint groups (see
/// <see cref="ITargetRoom"/>), its pool bounded as asked.
/// </summary>
public sealed class WebTargetServer : IAsyncDisposable
{
    /// <summary>How often the server looks for the lab that started it.</summary>
    private static readonly TimeSpan ParentPoll = TimeSpan.FromMilliseconds(500);

    private readonly WebApplication app;
    private readonly PoolSampler sampler;
    private readonly ParentProcessWatch? parentWatch;

    private WebTargetServer(WebApplication app, PoolSampler sampler, TargetCounters counters, PoolSettings pool, Uri address,
        ParentProcessWatch? parentWatch)
    {
        this.app = app;
        this.sampler = sampler;
        this.parentWatch = parentWatch;
        Counters = counters;
        Pool = pool;
        Address = address;
    }

    public Uri Address { get; }

    public TargetCounters Counters { get; }

    public PoolSettings Pool { get; }

    /// <summary>The experiments' endpoint groups it was started with.</summary>
    public IReadOnlyList<IEndpointGroup> Groups { get; private init; } = [];

    /// <summary>The one group of type <typeparamref name="T"/> (its counters, for the experiment that brought it).</summary>
    public T Group<T>()
        where T : IEndpointGroup => Groups.OfType<T>().Single();

    /// <summary>Applies the pool bounds, binds, and returns once Kestrel is listening.</summary>
    /// <param name="sampleSink">Also given every pool sample as it is taken, on the sampler's thread.</param>
    public static async Task<WebTargetServer> StartAsync(
        WebTargetOptions options, CancellationToken cancellationToken, Action<PoolSample>? sampleSink = null)
    {
        if (options.Problem() is { } problem)
        {
            throw new ArgumentException(problem, nameof(options));
        }

        var pool = PoolSettings.Apply(options.MinThreads, options.MaxThreads);
        var builder = WebApplication.CreateSlimBuilder();
        builder.Logging.ClearProviders();
        builder.WebHost.UseKestrel(kestrel => kestrel.Listen(options.Host, options.Port));
        builder.Services.Configure<HostOptions>(host => host.ShutdownTimeout = TimeSpan.FromSeconds(2));
        var app = builder.Build();

        var counters = new TargetCounters();
        var sampler = new PoolSampler(counters, sampleSink);
        ObservationEndpoints.Map(app, counters, sampler, pool);
        foreach (var group in options.Groups)
        {
            group.Map(app, counters);
        }

        app.MapFallback(() => Results.Text("unknown path; try /health\n", statusCode: StatusCodes.Status404NotFound));

        await app.StartAsync(cancellationToken).ConfigureAwait(false);
        var bound = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.First();
        // A crashed or killed lab leaves no server behind.
        var parentWatch = options.ParentPid is { } parent ? new ParentProcessWatch(parent, ParentPoll) : null;
        _ = parentWatch?.ParentGone.Register(app.Lifetime.StopApplication);
        return new WebTargetServer(app, sampler, counters, pool, new Uri(bound), parentWatch) { Groups = options.Groups };
    }

    /// <summary>Runs until cancelled, until the host stops (SIGTERM), or until the parent process is gone.</summary>
    public async Task WaitForShutdownAsync(CancellationToken cancellationToken)
    {
        await using var registration = cancellationToken.Register(() => app.Lifetime.StopApplication());
        await app.WaitForShutdownAsync(CancellationToken.None).ConfigureAwait(false);
    }

    public async ValueTask DisposeAsync()
    {
        parentWatch?.Dispose();
        sampler.Dispose();
        await app.StopAsync(CancellationToken.None).ConfigureAwait(false);
        await app.DisposeAsync().ConfigureAwait(false);
    }
}
