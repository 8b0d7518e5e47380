using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Scenarios.ValueTaskLoop;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

/// <summary>
/// The article's harness on the real clock, for what it must get right whatever the machine's speed: it stops within a
/// bound of its duration, and its byte count is the method's own per loop when that is known.
/// </summary>
[Integration]
public class ArticleLoopTests
{
    private static readonly TimeSpan Short = TimeSpan.FromMilliseconds(30);

    // Per-thread, so that other tests running in parallel do not add to the count: a loop of synchronous completions
    // never leaves this thread (the timer that cancels it runs on another).
    private readonly ArticleLoop onThisThread = new(GC.GetAllocatedBytesForCurrentThread);

    /// <summary>
    /// Exactly <paramref name="bytesPerLoop"/> per loop, give or take the run's own few objects (the token source and its
    /// timer, the loop's returned task): one byte per loop more or less would be off by hundreds of thousands over a run.
    /// </summary>
    private static void AssertPerLoop(long bytesPerLoop, LoopSample sample) =>
        Assert.InRange(sample.AllocatedBytes - (bytesPerLoop * sample.Loops), 0, 1024);

    [Fact]
    public async Task RunAsync_SynchronousValueTask_CountsExactly24BytesPerLoop()
    {
        await onThisThread.RunAsync(SeedLoops.ValueTaskLoop<ObjectProducers>, false, Short); // warm-up

        var sample = await onThisThread.RunAsync(SeedLoops.ValueTaskLoop<ObjectProducers>, false, Short);

        Assert.True(sample.Loops > 1000, $"only {sample.Loops} loops");
        AssertPerLoop(24, sample);
    }

    [Fact]
    public async Task RunAsync_SynchronousTask_CountsWhatOneCallAllocatesPerLoop()
    {
        await onThisThread.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, false, Short);
        var before = GC.GetAllocatedBytesForCurrentThread();
        _ = await ObjectProducers.TaskOne(false);
        var perCall = GC.GetAllocatedBytesForCurrentThread() - before;

        var sample = await onThisThread.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, false, Short);

        AssertPerLoop(perCall, sample);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task RunAsync_ForADuration_StopsNearItAndWithinABound(bool asynchronous)
    {
        var duration = TimeSpan.FromMilliseconds(50);

        var sample = await ArticleLoop.ProcessWide.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, asynchronous, duration);

        // The timer may fire early on its coarse clock; the loop must not stop before the duration. The upper bound is a bound,
        // not a speed.
        Assert.True(sample.Elapsed >= duration, $"stopped after {sample.Elapsed}");
        Assert.True(sample.Elapsed < duration + TimeSpan.FromSeconds(5), $"ran for {sample.Elapsed}");
        Assert.True(sample.Loops > 0);
    }

    [Fact]
    public async Task RunAsync_PooledValueTaskThatYields_StopsAndCounts()
    {
        var sample = await ArticleLoop.ProcessWide.RunAsync(SeedLoops.ValueTaskLoop<PooledObjectProducers>, true, Short);

        Assert.True(sample.Loops > 0);
        Assert.True(sample.Elapsed >= Short, $"stopped after {sample.Elapsed}");
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-5)]
    public async Task RunAsync_DurationNotPositive_ThrowsClearError(int milliseconds)
    {
        var error = await Assert.ThrowsAsync<ArgumentOutOfRangeException>(
            () => onThisThread.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, false, TimeSpan.FromMilliseconds(milliseconds)));

        Assert.Contains("loop duration must be longer than zero", error.Message, StringComparison.Ordinal);
    }
}
