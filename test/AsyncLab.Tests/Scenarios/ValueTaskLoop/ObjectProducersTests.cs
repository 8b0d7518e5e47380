using AsyncLab.Scenarios.ValueTaskLoop;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scenarios.ValueTaskLoop;

public class ObjectProducersTests
{
    /// <summary>An object with no fields is 24 B on a 64-bit runtime: header, method table pointer, and the minimum payload.</summary>
    [Fact]
    public void ValueTaskOne_SynchronousCompletion_AllocatesOnlyTheResult() =>
        Assert.Equal(24, AllocationMeter.BytesPerCall(() => _ = ObjectProducers.ValueTaskOne(false).Result));

    [Fact]
    public void TaskOne_SynchronousCompletion_AllocatesATaskBesideTheResult() =>
        Assert.True(AllocationMeter.BytesPerCall(() => _ = ObjectProducers.TaskOne(false).Result) > 24);

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
