using System.Buffers;
using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace AsyncLab.Load;

/// <summary>The shared state of one load run: the request budget, the counters and the recorders its users write to.</summary>
internal sealed class LoadRun(LoadPlan plan, HttpMessageInvoker client, CancellationToken stopStarting, CancellationToken abort)
{
    private readonly LatencyRecorder latencies = new();
    private readonly ThroughputWindows windows = new(plan.Duration);
    private readonly long startedAt = Stopwatch.GetTimestamp();
    private long budget = plan.MaxRequests;
    private long succeeded;
    private long errors;
    private long timeouts;

    public async Task UserLoopAsync()
    {
        var buffer = latencies.NewBuffer();
        var drain = ArrayPool<byte>.Shared.Rent(16 * 1024);
        // One request message per user, sent again and again: HttpMessageInvoker (unlike HttpClient) does not
        // refuse a message it has sent, and SocketsHttpHandler only reads it.
        using var request = new HttpRequestMessage(HttpMethod.Get, plan.Target);
        // One timeout source per user, reset after each request: a linked source per request costs the driver
        // throughput it should leave to the server. An abort (Ctrl+C) cancels it too.
        var timeout = new CancellationTokenSource();
        var onAbort = CancelOnAbort(timeout);
        try
        {
            while (!stopStarting.IsCancellationRequested && !abort.IsCancellationRequested)
            {
                if (!timeout.TryReset())
                {
                    // the last request timed out: a cancelled source cannot be reused
                    onAbort.Dispose();
                    timeout.Dispose();
                    timeout = new CancellationTokenSource();
                    onAbort = CancelOnAbort(timeout);
                }

                if (Interlocked.Decrement(ref budget) < 0)
                {
                    break;
                }

                var sent = Stopwatch.GetTimestamp();
                var outcome = await SendAsync(request, drain, timeout).ConfigureAwait(false);
                var answered = Stopwatch.GetTimestamp();
                Count(outcome, buffer, sent, answered);
            }
        }
        finally
        {
            onAbort.Dispose();
            timeout.Dispose();
            ArrayPool<byte>.Shared.Return(drain);
        }
    }

    public LoadReport Report(TimeSpan elapsed, int peakUsers, DriverCost cost) => new(
        plan,
        elapsed,
        Interlocked.Read(ref succeeded),
        Interlocked.Read(ref errors),
        Interlocked.Read(ref timeouts),
        peakUsers,
        latencies.Summarize(),
        windows.WholeWindows(),
        windows.MeanRps(),
        cost);

    private CancellationTokenRegistration CancelOnAbort(CancellationTokenSource timeout) =>
        abort.UnsafeRegister(static state => ((CancellationTokenSource)state!).Cancel(), timeout);

    private void Count(RequestOutcome outcome, List<long> buffer, long sent, long answered)
    {
        switch (outcome)
        {
            case RequestOutcome.Success:
                buffer.Add(answered - sent);
                windows.Record(Stopwatch.GetElapsedTime(startedAt, answered));
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

    // Pooled: a request that completes asynchronously would otherwise allocate a state machine box every time.
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    private async ValueTask<RequestOutcome> SendAsync(HttpRequestMessage request, byte[] drain, CancellationTokenSource timeout)
    {
        // Not linked to the end of the run: a request in flight is let finish (or time out), so every request
        // sent is accounted for. Only an abort (Ctrl+C) cuts it short.
        timeout.CancelAfter(plan.RequestTimeout);
        try
        {
            using var response = await client.SendAsync(request, timeout.Token).ConfigureAwait(false);
            await using var body = await response.Content.ReadAsStreamAsync(timeout.Token).ConfigureAwait(false);
            while (await body.ReadAsync(drain, timeout.Token).ConfigureAwait(false) > 0)
            {
            }

            return response.IsSuccessStatusCode ? RequestOutcome.Success : RequestOutcome.Error;
        }
        catch (OperationCanceledException) when (!abort.IsCancellationRequested)
        {
            return RequestOutcome.Timeout;
        }
        catch (HttpRequestException)
        {
            return RequestOutcome.Error;
        }
        catch (IOException)
        {
            return RequestOutcome.Error;
        }
    }
}
