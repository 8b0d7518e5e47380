using AsyncLab.Data.Orders;

namespace AsyncLab.Tests.Data.Orders;

public class SyncCompletionCounterTests
{
    [Fact]
    public void Observe_CompletedTask_CountsAsSynchronous()
    {
        var counter = new SyncCompletionCounter();

        Assert.Same(Task.CompletedTask, counter.Observe(Task.CompletedTask));
        Assert.Equal(new SyncCompletionShare(1, 1), counter.Snapshot());
        Assert.Equal(1.0, counter.Snapshot().Share);
    }

    [Fact]
    public async Task Observe_PendingTask_CountsCallOnlyAndReturnsSameTask()
    {
        var counter = new SyncCompletionCounter();
        var pending = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);

        var observed = counter.Observe(pending.Task);
        pending.SetResult(5);

        Assert.Same(pending.Task, observed);
        Assert.Equal(5, await observed);
        Assert.Equal(new SyncCompletionShare(1, 0), counter.Snapshot());
    }

    [Fact]
    public void Snapshot_NoCalls_ShareIsNull() => Assert.Null(new SyncCompletionCounter().Snapshot().Share);

    [Fact]
    public void Reset_AfterCalls_StartsFromZero()
    {
        var counter = new SyncCompletionCounter();
        Assert.Same(Task.CompletedTask, counter.Observe(Task.CompletedTask));

        counter.Reset();

        Assert.Equal(new SyncCompletionShare(0, 0), counter.Snapshot());
    }
}
