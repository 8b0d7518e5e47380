using System.Diagnostics;
using System.Net;

namespace AsyncLab.Load;

/// <summary>
/// Closed-loop virtual users: each sends its next request when the previous one has answered. Or open loop: requests
/// due on a constant schedule, sent by up to the plan's in-flight cap of slots, each request's latency counted from
/// when it was due, so a stalled server cannot slow the senders and hide its stall (coordinated omission).
/// All share one <see cref="SocketsHttpHandler"/> (through a bare <see cref="HttpMessageInvoker"/>, which skips
/// HttpClient's per-request cancellation plumbing) with a connection per user or slot, so connections are reused and
/// no request waits for a socket. Stops starting requests at the planned duration or the request bound; requests in
/// flight then drain, each bounded by the request timeout.
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
            // Open loop warms up on its own schedule: a closed loop with one user per slot would flood the server.
            var warmUpPlan = plan.IsOpenLoop
                ? plan with { Duration = warmUp }
                : LoadPlan.Constant(plan.Target, plan.MaxUsers, warmUp) with
                {
                    RequestTimeout = plan.RequestTimeout,
                    MaxRequests = plan.MaxRequests,
                };
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
        if (plan.IsOpenLoop)
        {
            // One slot per request that may be in flight: the cap is the only bound on concurrency.
            for (var slot = 0; slot < run.Slots; slot++)
            {
                users.Add(Task.Run(run.SlotLoopAsync, CancellationToken.None));
            }
        }
        else
        {
            void StartUser() => users.Add(Task.Run(run.UserLoopAsync, CancellationToken.None));
            await StartUsersAsync(plan, () => clock.Elapsed, Task.Delay, StartUser, stopStarting.Token).ConfigureAwait(false);
        }

        await Task.WhenAll(users).ConfigureAwait(false);
        cancellationToken.ThrowIfCancellationRequested();
        var cost = new DriverCost(Environment.CpuUsage.TotalTime - cpuBefore, GC.GetTotalAllocatedBytes() - allocatedBefore);
        return run.Report(clock.Elapsed, users.Count, cost);
    }

    /// <summary>
    /// How long from <paramref name="elapsed"/> to the next step boundary: always more than zero (a tick at the least,
    /// should rounding land on the boundary). The clock is read once: read twice (once for the boundary, once for the
    /// wait), the wait came out negative whenever the boundary passed between the two reads (a preempted thread, or a
    /// delay that woke just short of the boundary), and Task.Delay threw, which once lost web-throughput
    /// in a quick run.
    /// </summary>
    internal static TimeSpan UntilNextStep(TimeSpan elapsed, TimeSpan stepEvery)
    {
        var wait = stepEvery * (Math.Floor(elapsed / stepEvery) + 1) - elapsed;
        return wait > TimeSpan.Zero ? wait : TimeSpan.FromTicks(1);
    }

    /// <summary>
    /// Starts the plan's users, step by step for a ramp, until the top step or the end of the duration. The clock is read
    /// once a step, for both the users wanted and the wait: read again for the wait, a boundary that passed between the
    /// two reads (a timer wakes up to a millisecond early, so the loop often sits just short of one) made it wait for the
    /// boundary after, and the step's new users started a whole step late.
    /// </summary>
    /// <param name="elapsed">Time since the run started.</param>
    /// <param name="delay">Waits the given time (<see cref="Task.Delay(TimeSpan, CancellationToken)"/>).</param>
    /// <param name="startUser">Starts one more user.</param>
    internal static async Task StartUsersAsync(LoadPlan plan, Func<TimeSpan> elapsed, Func<TimeSpan, CancellationToken, Task> delay,
        Action startUser, CancellationToken stopStarting)
    {
        var started = 0;
        while (true)
        {
            var now = elapsed();
            var wanted = plan.UsersAt(now);
            for (; started < wanted; started++)
            {
                startUser();
            }

            if (!plan.IsRamp || wanted >= plan.MaxUsers || stopStarting.IsCancellationRequested)
            {
                return;
            }

            try
            {
                await delay(UntilNextStep(now, plan.StepEvery), stopStarting).ConfigureAwait(false);
            }
            catch (OperationCanceledException)
            {
                return;
            }
        }
    }
}
