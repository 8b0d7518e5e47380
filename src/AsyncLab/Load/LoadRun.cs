using System.Diagnostics;

namespace AsyncLab.Load;

/// <summary>
/// The shared state of one load run: the request budget or the open-loop schedule, the counters and the histogram
/// its users (closed loop) or in-flight slots (open loop) write to.
/// </summary>
internal sealed class LoadRun
{
    private readonly LoadPlan plan;
    private readonly HttpMessageInvoker client;
    private readonly CancellationToken stopStarting;
    private readonly CancellationToken abort;
    private readonly LatencyHistogram latencies = LatencyHistogram.Concurrent();
    private readonly ThroughputWindows windows;
    private readonly long startedAt = Stopwatch.GetTimestamp();
    private readonly ArrivalSchedule? schedule;
    private long budget;
    private long succeeded;
    private long errors;
    private long timeouts;

    public LoadRun(LoadPlan plan, HttpMessageInvoker client, CancellationToken stopStarting, CancellationToken abort)
    {
        this.plan = plan;
        this.client = client;
        this.stopStarting = stopStarting;
        this.abort = abort;
        windows = new ThroughputWindows(plan.Duration);
        budget = plan.MaxRequests;
        schedule = plan.Rate is { } rate ? new ArrivalSchedule(rate, plan.Duration, plan.MaxRequests, startedAt) : null;
    }

    /// <summary>Open loop: the in-flight slots worth starting (never more than there are requests due).</summary>
    public int Slots => schedule is null ? 0 : (int)Math.Min(plan.MaxUsers, schedule.Scheduled);

    /// <summary>Closed loop: send, wait for the answer, send again, until the duration or the request budget runs out.</summary>
    public async Task UserLoopAsync()
    {
        using var sender = new RequestSender(client, plan.Target, plan.RequestTimeout, abort);
        while (!stopStarting.IsCancellationRequested && !abort.IsCancellationRequested)
        {
            if (Interlocked.Decrement(ref budget) < 0)
            {
                break;
            }

            var sent = Stopwatch.GetTimestamp();
            var outcome = await sender.SendAsync().ConfigureAwait(false);
            Count(outcome, sent, Stopwatch.GetTimestamp());
        }
    }

    /// <summary>
    /// Open loop, one in-flight slot: claim the next due request, send it at its time (or at once when it is already
    /// overdue) and count its latency from the due time, until the schedule is used up or the run's time is.
    /// </summary>
    public async Task SlotLoopAsync()
    {
        var arrivals = schedule ?? throw new InvalidOperationException("not an open-loop run");
        using var sender = new RequestSender(client, plan.Target, plan.RequestTimeout, abort);
        while (arrivals.TryClaim(out var due))
        {
            if (!await arrivals.WaitForAsync(due, abort).ConfigureAwait(false))
            {
                break;
            }

            arrivals.Sending(due, Stopwatch.GetTimestamp());
            RequestOutcome outcome;
            try
            {
                outcome = await sender.SendAsync().ConfigureAwait(false);
            }
            finally
            {
                arrivals.Finished();
            }

            Count(outcome, due, Stopwatch.GetTimestamp());
        }
    }

    public LoadReport Report(TimeSpan elapsed, int peakUsers, DriverCost cost)
    {
        var histogram = new LatencyHistogram();
        histogram.Add(latencies);
        return new LoadReport(
            plan,
            elapsed,
            Interlocked.Read(ref succeeded),
            Interlocked.Read(ref errors),
            Interlocked.Read(ref timeouts),
            peakUsers,
            LatencySummary.Of(histogram),
            windows.WholeWindows(),
            windows.MeanRps(),
            cost)
        {
            Histogram = histogram,
            OpenLoop = schedule?.Report(plan.MaxUsers),
        };
    }

    /// <param name="from">When the request was sent (closed loop) or due (open loop).</param>
    private void Count(RequestOutcome outcome, long from, long answered)
    {
        switch (outcome)
        {
            case RequestOutcome.Success:
                latencies.RecordElapsed(from, answered);
                windows.Record(Stopwatch.GetElapsedTime(startedAt, from), Stopwatch.GetElapsedTime(startedAt, answered));
                Interlocked.Increment(ref succeeded);
                break;
            case RequestOutcome.Timeout:
                Interlocked.Increment(ref timeouts);
                break;
            default:
                Interlocked.Increment(ref errors);
                break;
        }
    }
}
