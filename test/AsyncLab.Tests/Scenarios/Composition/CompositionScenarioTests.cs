using AsyncLab.Experiments.Composition;
using AsyncLab.Scenarios.Composition;
using AsyncLab.Tests.Fixtures;
using static AsyncLab.Scenarios.Composition.CompositionScenarios;

namespace AsyncLab.Tests.Scenarios.Composition;

/// <summary>
/// Each scenario under the watchdog. A deadlock is "not finished within the bound"; the bound for scenarios that
/// must complete is generous, so a slow machine cannot turn a completion into a false deadlock.
/// </summary>
[Integration]
public class CompositionScenarioTests
{
    private static readonly TimeSpan Unit = TimeSpan.FromMilliseconds(5);
    private static readonly TimeSpan DeadlockBound = TimeSpan.FromMilliseconds(300);
    private static readonly TimeSpan CompletionBound = TimeSpan.FromSeconds(10);

    [Theory]
    [InlineData(WaitWithContext)]
    [InlineData(ResultWithContext)]
    [InlineData(UnawaitedWhenAllWithContext)]
    [InlineData(ArticleIndex1)]
    [InlineData(ArticleIndex2)]
    public async Task Run_BlockingOnContinuationPostedToTheBlockedContext_Deadlocks(string id)
    {
        var report = await DeadlockWatchdog.RunAsync(() => Get(id).Run(Unit), DeadlockBound);

        Assert.Equal(WatchdogOutcome.Deadlocked, report.Outcome);
        Assert.Equal(DeadlockBound, report.Elapsed);
    }

    [Theory]
    [InlineData(WaitConfigureAwaitFalse)]
    [InlineData(ResultConfigureAwaitFalse)]
    [InlineData(UnawaitedWhenAllConfigureAwaitFalse)]
    [InlineData(WaitNoContext)]
    [InlineData(ResultNoContext)]
    [InlineData(UnawaitedWhenAllNoContext)]
    [InlineData(AwaitInTurn)]
    [InlineData(AwaitWhenAll)]
    [InlineData(ArticleIndexAsync1)]
    [InlineData(ArticleIndexAsync2)]
    public async Task Run_NothingNeedsTheBlockedThread_CompletesWithinTheBound(string id)
    {
        var report = await DeadlockWatchdog.RunAsync(() => Get(id).Run(Unit), CompletionBound);

        Assert.Equal(WatchdogOutcome.Completed, report.Outcome);
        Assert.True(report.Elapsed < CompletionBound);
    }

    [Fact]
    public void All_EveryScenario_HasAUniqueId() =>
        Assert.Equal(CompositionScenarios.All.Count, CompositionScenarios.All.Select(s => s.Id).Distinct().Count());

    [Fact]
    public void Run_AwaitWhenAll_ReturnsBothReplies() =>
        Assert.Equal(SlowOperation.Reply + SlowOperation.Reply, Get(AwaitWhenAll).Run(Unit));

    [Fact]
    public void Run_ArticlesIndexAsync2_ReturnsTheSecondCallsReplyAsPublished() =>
        Assert.Equal(SlowOperation.Reply, Get(ArticleIndexAsync2).Run(Unit));

    [Fact]
    public void Run_ArticlesIndexAsync1_ReturnsBothRepliesInTurn() =>
        Assert.Equal(SlowOperation.Reply + SlowOperation.Reply, Get(ArticleIndexAsync1).Run(Unit));

    [Fact]
    public async Task Async1AndAsync2_NoContext_EachReturnsTheReplyAfterBlockingAPoolThread()
    {
        var first = await ArticleActions.Async1(Unit);
        var second = await ArticleActions.Async2(Unit);

        Assert.Equal([SlowOperation.Reply, SlowOperation.Reply], [first, second]);
    }
}
