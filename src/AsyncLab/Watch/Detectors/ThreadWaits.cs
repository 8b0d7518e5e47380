using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>Pairs each thread's wait starts with their ends, and sums per thread how often and how long it waited, by kind.</summary>
public sealed class ThreadWaits
{
    // A wait-handle stop does not say whether its start was a Monitor wait, so the two kinds share one slot per thread.
    private readonly Dictionary<(int Thread, bool TaskWait), WaitBegan> open = [];
    private readonly Dictionary<int, ThreadWaitTotal> totals = [];

    public IReadOnlyDictionary<int, ThreadWaitTotal> Totals => totals;

    public void Begin(WaitBegan began) => open[(began.ThreadId, began.Kind == WaitKind.TaskWait)] = began;

    public void End(WaitEnded ended)
    {
        if (!open.Remove((ended.ThreadId, ended.Kind == WaitKind.TaskWait), out var began))
        {
            return; // began before the watch did
        }

        totals[ended.ThreadId] = totals.GetValueOrDefault(ended.ThreadId, ThreadWaitTotal.None).Add(began.Kind, ended.At - began.At);
    }
}
