using System.Collections.Concurrent;

namespace AsyncLab.Scenarios.Composition;

/// <summary>
/// A SynchronizationContext with exactly one thread, the shape of a UI thread or of classic ASP.NET's request
/// context: every continuation posted to it runs on that thread, one at a time, in order.
/// </summary>
/// <remarks>
/// The thread is a background thread that pumps a queue of callbacks. If code running on it blocks on a task
/// whose continuation was posted back to it, the queue is never pumped again: the classic sync-over-async
/// deadlock. Such a thread is blocked for good and is abandoned; being a background thread it cannot keep
/// the process alive. <see cref="Dispose"/> stops a pump that is still free to stop.
/// </remarks>
public sealed class SingleThreadContext : SynchronizationContext, IDisposable
{
    private readonly BlockingCollection<(SendOrPostCallback Callback, object? State)> queue = [];
    private readonly Thread thread;

    public SingleThreadContext()
    {
        thread = new Thread(Pump) { IsBackground = true, Name = "single-thread-context" };
        thread.Start();
    }

    /// <summary>True on the context's own thread.</summary>
    public bool IsCurrentThread => Thread.CurrentThread == thread;

    /// <summary>Queues the callback; it runs on the context's thread after everything queued before it.</summary>
    public override void Post(SendOrPostCallback d, object? state) => queue.Add((d, state));

    /// <summary>Runs the callback on the context's thread and waits for it: inline when already there.</summary>
    public override void Send(SendOrPostCallback d, object? state)
    {
        if (IsCurrentThread)
        {
            d(state);
            return;
        }

        using var done = new ManualResetEventSlim();
        Exception? failure = null;
        Post(_ =>
        {
            try
            {
                d(state);
            }
#pragma warning disable CA1031 // The failure is handed back to the sending thread, as WinForms' context does.
            catch (Exception ex)
#pragma warning restore CA1031
            {
                failure = ex;
            }
            finally
            {
                done.Set();
            }
        }, null);
        done.Wait();
        if (failure is not null)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(failure);
        }
    }

    /// <summary>Every copy is this same context: there is one thread to come back to.</summary>
    public override SynchronizationContext CreateCopy() => this;

    /// <summary>
    /// Starts <paramref name="body"/> on the context's thread and returns its task, for a caller outside the context to
    /// wait on.
    /// </summary>
    public Task<T> Start<T>(Func<Task<T>> body)
    {
        Task<T>? started = null;
        Send(_ => started = body(), null);
        return started!;
    }

    public void Dispose() => queue.CompleteAdding();

    private void Pump()
    {
        SetSynchronizationContext(this);
        foreach (var (callback, state) in queue.GetConsumingEnumerable())
        {
            callback(state);
        }
    }
}
