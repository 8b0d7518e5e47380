using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>Pairs each thread's wait starts with their ends, and sums per thread how often and how long it waited, by kind.</summary>
public sealed class ThreadWaits
{
    // A wait-handle stop does not say whether its start was a Monitor wait, so the two kinds share one slot per thread.
    private readonly Dictionary<(int Thread, bool TaskWait), WaitBegan> open = [];
    private readonly Dictionary<int, ThreadWaitTotal> totals = [];

    /// <summary>Each thread's finished waits.</summary>
    public IReadOnlyDictionary<int, ThreadWaitTotal> Totals => totals;

    /// <summary>The waits still going on: under starvation a pool thread can stay blocked for the whole watch.</summary>
    public IEnumerable<WaitBegan> Open => open.Values;

    public void Begin(WaitBegan began) => open[(began.ThreadId, began.Kind == WaitKind.TaskWait)] = began;

    /// <summary>Closes the thread's open wait; returns it with how long it lasted, or null when it began before the watch did.</summary>
    public (WaitBegan Began, TimeSpan Waited)? End(WaitEnded ended)
    {
        if (!open.Remove((ended.ThreadId, ended.Kind == WaitKind.TaskWait), out var began))
        {
            return null;
        }

        var waited = ended.At - began.At;
        totals[ended.ThreadId] = totals.GetValueOrDefault(ended.ThreadId, ThreadWaitTotal.None).Add(began.Kind, waited);
        return (began, waited);
    }
}
