using AsyncLab.Scenarios.Composition;

namespace AsyncLab.Tests.Scenarios.Composition;

public class SingleThreadContextTests
{
    [Fact]
    public async Task Post_FromAnotherThread_RunsOnTheContextThreadWithTheContextCurrent()
    {
        using var context = new SingleThreadContext();
        var ran = new TaskCompletionSource<(bool OnThread, bool Current)>();

        context.Post(_ => ran.SetResult((context.IsCurrentThread, SynchronizationContext.Current == context)), null);

        var (onThread, current) = await ran.Task;
        Assert.True(onThread);
        Assert.True(current);
    }

    [Fact]
    public async Task Post_SeveralCallbacks_RunInOrder()
    {
        using var context = new SingleThreadContext();
        var order = new List<int>();
        var done = new TaskCompletionSource();

        for (var i = 0; i < 5; i++)
        {
            var n = i;
            context.Post(_ => order.Add(n), null);
        }

        context.Post(_ => done.SetResult(), null);
        await done.Task;
        Assert.Equal([0, 1, 2, 3, 4], order);
    }

    [Fact]
    public void Send_FromTheContextThread_RunsInline()
    {
        using var context = new SingleThreadContext();
        var inline = false;

        context.Send(_ =>
        {
            var outerStillRunning = true;
            context.Send(_ => inline = outerStillRunning, null);
        }, null);

        Assert.True(inline);
    }

    [Fact]
    public void Send_CallbackThrows_RethrowsOnTheSender()
    {
        using var context = new SingleThreadContext();

        var thrown = Assert.Throws<InvalidOperationException>(() => context.Send(_ => throw new InvalidOperationException("inside"), null));

        Assert.Equal("inside", thrown.Message);
    }

    [Fact]
    public async Task Start_AwaitingBody_ResumesOnTheContextThread()
    {
        using var context = new SingleThreadContext();
        var gate = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);

        var resumedOnContext = context.Start(async () =>
        {
            await gate.Task;
            return context.IsCurrentThread;
        });
        gate.SetResult();

        Assert.True(await resumedOnContext);
    }
}
