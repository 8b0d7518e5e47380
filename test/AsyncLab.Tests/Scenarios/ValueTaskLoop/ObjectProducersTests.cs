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
    public async Task PooledValueTaskOne_Yielding_CompletesOnlyAfterTheYieldRuns()
    {
        // Task.Yield posts its continuation to the current context; a queue the test drains decides when it runs.
        var context = new QueuedContext();
        var previous = SynchronizationContext.Current;
        SynchronizationContext.SetSynchronizationContext(context);
        try
        {
            var pending = ObjectProducers.PooledValueTaskOne(true);
            Assert.False(pending.IsCompleted);

            Assert.Equal(1, context.RunQueued());
            Assert.True(pending.IsCompletedSuccessfully);
            Assert.Equal(typeof(object), (await pending).GetType()); // already complete: no await really happens
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(previous);
        }
    }

    [Fact]
    public async Task PooledValueTaskOne_SynchronousCompletion_CompletedWithAFreshObjectEachCall()
    {
        var first = ObjectProducers.PooledValueTaskOne(false);
        var second = ObjectProducers.PooledValueTaskOne(false);

        Assert.True(first.IsCompletedSuccessfully);
        Assert.True(second.IsCompletedSuccessfully);
        Assert.NotSame(await first, await second);
    }

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

    private sealed class QueuedContext : SynchronizationContext
    {
        private readonly Queue<(SendOrPostCallback Callback, object? State)> queue = new();

        public override void Post(SendOrPostCallback d, object? state) => queue.Enqueue((d, state));

        public int RunQueued()
        {
            var ran = 0;
            while (queue.TryDequeue(out var item))
            {
                item.Callback(item.State);
                ran++;
            }

            return ran;
        }
    }
}
