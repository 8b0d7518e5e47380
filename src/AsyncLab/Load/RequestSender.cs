using System.Buffers;
using System.Runtime.CompilerServices;

namespace AsyncLab.Load;

/// <summary>
/// Sends one URL's request again and again for one virtual user (closed loop) or one in-flight slot (open loop):
/// one request message and one timeout source reused for every request, so the driver spends its CPU on requests
/// rather than on per-request plumbing. Only its owner calls it, one request at a time.
/// </summary>
internal sealed class RequestSender : IDisposable
{
    private readonly HttpMessageInvoker client;
    private readonly TimeSpan requestTimeout;
    private readonly CancellationToken abort;

    // HttpMessageInvoker (unlike HttpClient) does not refuse a message it has sent, and SocketsHttpHandler only reads it.
    private readonly HttpRequestMessage request;

    // Reset after each request: a linked source per request costs the driver throughput it should leave to the server.
    // An abort (Ctrl+C) cancels it too.
    private CancellationTokenSource timeout;
    private CancellationTokenRegistration onAbort;

    public RequestSender(HttpMessageInvoker client, Uri target, TimeSpan requestTimeout, CancellationToken abort)
    {
        this.client = client;
        this.requestTimeout = requestTimeout;
        this.abort = abort;
        request = new HttpRequestMessage(HttpMethod.Get, target);
        timeout = new CancellationTokenSource();
        onAbort = CancelOnAbort(timeout);
    }

    /// <summary>Sends the request, reads the whole answer and says how it ended. Throws only when aborted.</summary>
    public ValueTask<RequestOutcome> SendAsync()
    {
        if (!timeout.TryReset())
        {
            // the last request timed out: a cancelled source cannot be reused
            // Unregister, not Dispose: Dispose waits for an abort callback in flight, and this is the sending path.
            onAbort.Unregister();
            timeout.Dispose();
            timeout = new CancellationTokenSource();
            onAbort = CancelOnAbort(timeout);
        }

        return SendOnceAsync();
    }

    public void Dispose()
    {
        onAbort.Dispose();
        timeout.Dispose();
        request.Dispose();
    }

    private CancellationTokenRegistration CancelOnAbort(CancellationTokenSource source) =>
        abort.UnsafeRegister(static state => ((CancellationTokenSource)state!).Cancel(), source);

    // Pooled: a request that completes asynchronously would otherwise allocate a state machine box every time.
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    private async ValueTask<RequestOutcome> SendOnceAsync()
    {
        // Not linked to the end of the run: a request in flight is let finish (or time out), so every request
        // sent is accounted for. Only an abort (Ctrl+C) cuts it short.
        timeout.CancelAfter(requestTimeout);
        // Rented per request, not per sender: an open-loop run has a sender per in-flight slot, mostly idle.
        var drain = ArrayPool<byte>.Shared.Rent(16 * 1024);
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
        finally
        {
            ArrayPool<byte>.Shared.Return(drain);
        }
    }
}
