namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Bytes a call allocates on this thread, warmed up first (JIT, statics, lazy metadata allocate on early calls) and
/// averaged over many calls. Allocation is deterministic where time is not, so tests can assert it exactly.
/// </summary>
public static class AllocationMeter
{
    public const int WarmUpCalls = 100;
    public const int MeasuredCalls = 10_000;
    private const int Batches = 5;

    /// <summary>
    /// The calls are measured in five batches and the smallest batch's bytes per call is returned: a steady-state
    /// allocation shows in every batch, while a one-off one (the runtime tiering a method up mid-loop, which under a
    /// loaded test run can fall after the warm-up: a few kilobytes once, in a path that allocates nothing) shows in one.
    /// </summary>
    public static double BytesPerCall(Action call, int calls = MeasuredCalls)
    {
        for (var i = 0; i < WarmUpCalls; i++)
        {
            call();
        }

        var perBatch = Math.Max(1, calls / Batches);
        var least = double.MaxValue;
        for (var batch = 0; batch < Batches; batch++)
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < perBatch; i++)
            {
                call();
            }

            least = Math.Min(least, (double)(GC.GetAllocatedBytesForCurrentThread() - before) / perBatch);
        }

        return least;
    }
}
