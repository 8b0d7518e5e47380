namespace AsyncLab.Scenarios.WhenAllVsForEachAsync;

/// <summary>
/// The ways seed 004 runs a batch of work items, plus the lab's corrected ones. An item is the body
/// <c>Parallel.ForEachAsync</c> takes; the WhenAll shapes call it the way the article's <c>Select</c> lambdas do.
/// </summary>
public static class FanOut
{
    /// <summary>
    /// Task.WhenAll over Select: every item is started on the caller, one after another. An item that never
    /// awaits runs to its end before the next one starts, so CPU-bound items run serially.
    /// </summary>
    public static Task WhenAllAsync(int count, Func<int, CancellationToken, ValueTask> item)
    {
        WorkloadGuard.Count(count);
        ArgumentNullException.ThrowIfNull(item);
        return Task.WhenAll(Enumerable.Range(0, count).Select(i => item(i, CancellationToken.None).AsTask()).ToArray());
    }

    /// <summary>The CPU-bound fix: each item goes to the thread pool, so items run on as many threads as the pool gives.</summary>
    public static Task WhenAllOverTaskRunAsync(int count, Func<int, CancellationToken, ValueTask> item)
    {
        WorkloadGuard.Count(count);
        ArgumentNullException.ThrowIfNull(item);
        return Task.WhenAll(Enumerable.Range(0, count).Select(i => Task.Run(() => item(i, CancellationToken.None).AsTask())).ToArray());
    }

    /// <summary>Parallel.ForEachAsync with default options: at most Environment.ProcessorCount items at once.</summary>
    public static Task ForEachAsync(int count, Func<int, CancellationToken, ValueTask> item)
    {
        WorkloadGuard.Count(count);
        ArgumentNullException.ThrowIfNull(item);
        return Parallel.ForEachAsync(Enumerable.Range(0, count), CancellationToken.None, item);
    }

    /// <summary>Parallel.ForEachAsync with an explicit degree of parallelism (the IO-bound fix passes the item count).</summary>
    public static Task ForEachAsync(int count, int maxDegreeOfParallelism, Func<int, CancellationToken, ValueTask> item)
    {
        WorkloadGuard.Count(count);
        WorkloadGuard.Positive(maxDegreeOfParallelism, nameof(maxDegreeOfParallelism), "degree of parallelism");
        ArgumentNullException.ThrowIfNull(item);
        var options = new ParallelOptions { MaxDegreeOfParallelism = maxDegreeOfParallelism };
        return Parallel.ForEachAsync(Enumerable.Range(0, count), options, item);
    }
}
