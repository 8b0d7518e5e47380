namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Bytes a call allocates on this thread, warmed up first (JIT, statics, lazy metadata allocate on early calls) and
/// averaged over many calls. Allocation is deterministic where time is not, so tests can assert it exactly.
/// </summary>
public static class AllocationMeter
{
    public const int WarmUpCalls = 100;
    public const int MeasuredCalls = 10_000;

    public static double BytesPerCall(Action call, int calls = MeasuredCalls)
    {
        for (var i = 0; i < WarmUpCalls; i++)
        {
            call();
        }

        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < calls; i++)
        {
            call();
        }

        return (double)(GC.GetAllocatedBytesForCurrentThread() - before) / calls;
    }
}
