namespace AsyncLab.Data.Orders;

/// <summary>
/// Counts how many async calls had already completed when they returned to the caller: such a call never
/// released its thread, so on that path async cannot raise throughput (claim database.sqlite-async-is-sync).
/// Thread-safe; the web endpoints share one counter per access path.
/// </summary>
public sealed class SyncCompletionCounter
{
    private long calls;
    private long completedSynchronously;

    /// <summary>Records whether <paramref name="task"/> is already complete and hands it back to be awaited.</summary>
    public TTask Observe<TTask>(TTask task)
        where TTask : Task
    {
        Interlocked.Increment(ref calls);
        if (task.IsCompleted)
        {
            Interlocked.Increment(ref completedSynchronously);
        }

        return task;
    }

    public SyncCompletionShare Snapshot() =>
        new(Interlocked.Read(ref calls), Interlocked.Read(ref completedSynchronously));

    public void Reset()
    {
        Interlocked.Exchange(ref calls, 0);
        Interlocked.Exchange(ref completedSynchronously, 0);
    }
}
