using AsyncLab.Scenarios.ValueTaskLoop;

namespace AsyncLab.Tests.Scenarios.ValueTaskLoop;

public class ObjectProducersTests
{
    private const int Calls = 1_000;

    /// <summary>An object with no fields is 24 B on a 64-bit runtime: header, method table pointer, and the minimum payload.</summary>
    [Fact]
    public void ValueTaskOne_SynchronousCompletion_AllocatesOnlyTheResult() =>
        Assert.Equal(24, BytesPerCall(() => ObjectProducers.ValueTaskOne(false).Result));

    [Fact]
    public void TaskOne_SynchronousCompletion_AllocatesATaskBesideTheResult() =>
        Assert.True(BytesPerCall(() => ObjectProducers.TaskOne(false).Result) > 24);

    [Fact]
    public async Task PooledValueTaskOne_Yielding_ReturnsAnObject() =>
        Assert.NotNull(await ObjectProducers.PooledValueTaskOne(true));

    private static double BytesPerCall(Func<object> call)
    {
        for (var i = 0; i < 100; i++)
        {
            call();
        }

        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < Calls; i++)
        {
            call();
        }

        return (double)(GC.GetAllocatedBytesForCurrentThread() - before) / Calls;
    }
}
