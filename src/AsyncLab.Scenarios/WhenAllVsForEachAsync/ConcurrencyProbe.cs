using System.Collections.Concurrent;

namespace AsyncLab.Scenarios.WhenAllVsForEachAsync;

/// <summary>
/// Counts, for the diagnosis pass, how many items were in flight at once (peak) and which threads started them.
/// Kept out of the timed runs: the interlocked counters and the thread set cost more than a tiny item.
/// </summary>
public sealed class ConcurrencyProbe
{
    private readonly ConcurrentDictionary<int, byte> threads = new();
    private int inFlight;
    private int peak;

    public int InFlight => Volatile.Read(ref inFlight);

    public int Peak => Volatile.Read(ref peak);

    /// <summary>Distinct managed threads on which an item started.</summary>
    public int ThreadsUsed => threads.Count;

    public void Enter()
    {
        var now = Interlocked.Increment(ref inFlight);
        threads.TryAdd(Environment.CurrentManagedThreadId, 0);
        var seen = Volatile.Read(ref peak);
        while (now > seen)
        {
            var previous = Interlocked.CompareExchange(ref peak, now, seen);
            if (previous == seen)
            {
                break;
            }

            seen = previous;
        }
    }

    public void Exit() => Interlocked.Decrement(ref inFlight);

    /// <summary>The same item, counted from its first line to its completion.</summary>
    public Func<int, CancellationToken, ValueTask> Around(Func<int, CancellationToken, ValueTask> item)
    {
        ArgumentNullException.ThrowIfNull(item);
        return async (index, cancellationToken) =>
        {
            Enter();
            try
            {
                await item(index, cancellationToken).ConfigureAwait(false);
            }
            finally
            {
                Exit();
            }
        };
    }
}
