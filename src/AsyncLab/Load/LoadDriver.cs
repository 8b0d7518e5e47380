using System.Diagnostics;
using System.Net;

namespace AsyncLab.Load;

/// <summary>
/// Closed-loop virtual users: each sends its next request when the previous one has answered. All share one
/// <see cref="SocketsHttpHandler"/> (through a bare <see cref="HttpMessageInvoker"/>, which skips HttpClient's per-request
/// cancellation plumbing) with a connection per user, so connections are reused and no user waits for a socket.
/// Stops starting requests at the planned duration or the request bound; requests in flight then drain,
/// each bounded by the request timeout.
/// </summary>
public static class LoadDriver
{
    /// <param name="plan">What to run and report.</param>
    /// <param name="cancellationToken">An abort (Ctrl+C): requests in flight are cut short.</param>
    /// <param name="warmUp">
    /// Unreported load first, with every user of the plan, on the same handler: the measured run then starts on open,
    /// kept-alive connections and JIT-compiled code, as wrk's own measurement does after its connects.
    /// </param>
    public static async Task<LoadReport> RunAsync(LoadPlan plan, CancellationToken cancellationToken, TimeSpan warmUp = default)
    {
        if (plan.Problem() is { } problem)
        {
            throw new ArgumentException(problem, nameof(plan));
        }

        using var handler = new SocketsHttpHandler
        {
            MaxConnectionsPerServer = plan.MaxUsers,
            UseProxy = false,
            AllowAutoRedirect = false,
            UseCookies = false,
            AutomaticDecompression = DecompressionMethods.None,
            ConnectTimeout = plan.RequestTimeout,
            PooledConnectionIdleTimeout = TimeSpan.FromMinutes(5),
        };
        using var client = new HttpMessageInvoker(handler, disposeHandler: false);
        if (warmUp > TimeSpan.Zero)
        {
            var warmUpPlan = LoadPlan.Constant(plan.Target, plan.MaxUsers, warmUp) with { RequestTimeout = plan.RequestTimeout, MaxRequests = plan.MaxRequests };
            await RunPhaseAsync(warmUpPlan, client, cancellationToken).ConfigureAwait(false);
        }

        return await RunPhaseAsync(plan, client, cancellationToken).ConfigureAwait(false);
    }

    private static async Task<LoadReport> RunPhaseAsync(LoadPlan plan, HttpMessageInvoker client, CancellationToken cancellationToken)
    {
        using var stopStarting = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        stopStarting.CancelAfter(plan.Duration);

        var run = new LoadRun(plan, client, stopStarting.Token, cancellationToken);
        var users = new List<Task>();
        var cpuBefore = Environment.CpuUsage.TotalTime;
        var allocatedBefore = GC.GetTotalAllocatedBytes();
        var clock = Stopwatch.StartNew();
        while (true)
        {
            var wanted = plan.UsersAt(clock.Elapsed);
            while (users.Count < wanted)
            {
                users.Add(Task.Run(run.UserLoopAsync, CancellationToken.None));
            }

            if (!plan.IsRamp || wanted >= plan.MaxUsers || stopStarting.IsCancellationRequested)
            {
                break;
            }

            var nextStep = plan.StepEvery * (Math.Floor(clock.Elapsed / plan.StepEvery) + 1);
            try
            {
                await Task.Delay(nextStep - clock.Elapsed, stopStarting.Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                break;
            }
        }

        await Task.WhenAll(users).ConfigureAwait(false);
        cancellationToken.ThrowIfCancellationRequested();
        var cost = new DriverCost(Environment.CpuUsage.TotalTime - cpuBefore, GC.GetTotalAllocatedBytes() - allocatedBefore);
        return run.Report(clock.Elapsed, users.Count, cost);
    }
}
