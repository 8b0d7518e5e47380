namespace AsyncLab.Scenarios.WebThroughput;

/// <summary>
/// The work each web-throughput endpoint does, in units of U milliseconds. Blocking is Thread.Sleep, as in the
/// article: it holds a worker thread without using the CPU, so the thread pool (not the cores) is the limit.
/// The offloading shapes report how many of their tasks ran inline on the request thread.
/// </summary>
public static class RequestWork
{
    /// <summary>base: block U.</summary>
    public static void Base(int unitMs) => Thread.Sleep(unitMs);

    /// <summary>fair: block U twice, one after the other.</summary>
    public static void Fair(int unitMs)
    {
        Thread.Sleep(unitMs);
        Thread.Sleep(unitMs);
    }

    /// <summary>base-async and fair-async: start a task that blocks U, block U here, then wait for the task.</summary>
    /// <returns>How many of the offloaded tasks ran on the request thread (0 or 1).</returns>
    public static int OffloadOne(int unitMs)
    {
        var requestThread = Environment.CurrentManagedThreadId;
        var offloaded = StartBlocking(unitMs);
        Thread.Sleep(unitMs);
        offloaded.Wait();
        return offloaded.Result == requestThread ? 1 : 0;
    }

    /// <summary>base-async2: start two such tasks, block U here, then wait for both.</summary>
    /// <returns>How many of the two offloaded tasks ran on the request thread.</returns>
    public static int OffloadTwo(int unitMs)
    {
        var requestThread = Environment.CurrentManagedThreadId;
        var first = StartBlocking(unitMs);
        var second = StartBlocking(unitMs);
        Thread.Sleep(unitMs);
        Task.WaitAll(first, second);
        return (first.Result == requestThread ? 1 : 0) + (second.Result == requestThread ? 1 : 0);
    }

    /// <summary>async (lab): two U delays awaited, no thread held while waiting.</summary>
    public static async Task TrueAsync(int unitMs)
    {
        await Task.Delay(unitMs).ConfigureAwait(false);
        await Task.Delay(unitMs).ConfigureAwait(false);
    }

    /// <summary>sync-over-async (lab): block on a U delay's task, twice.</summary>
    public static void SyncOverAsync(int unitMs)
    {
        Task.Delay(unitMs).Wait();
        Task.Delay(unitMs).Wait();
    }

    // As published: Task.Factory.StartNew, on the current scheduler, which in a request is the thread pool's (the same
    // queue Task.Run uses). Started from a pool thread, the task goes to that thread's local queue, and Wait() can take
    // it back and run it inline.
    private static Task<int> StartBlocking(int unitMs) => Task<int>.Factory.StartNew(() =>
    {
        Thread.Sleep(unitMs);
        return Environment.CurrentManagedThreadId;
    });
}
