using AsyncLab.Experiments.Composition;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Experiments.Composition;

[Integration]
public class DeadlockWatchdogTests
{
    private static readonly TimeSpan Short = TimeSpan.FromMilliseconds(200);
    private static readonly TimeSpan Generous = TimeSpan.FromSeconds(10);

    [Fact]
    public async Task RunAsync_ScenarioReturns_ReportsCompletedWithinTheBound()
    {
        var report = await DeadlockWatchdog.RunAsync(() => { }, Generous);

        Assert.Equal(WatchdogOutcome.Completed, report.Outcome);
        Assert.True(report.Elapsed < Generous);
    }

    [Fact]
    public async Task RunAsync_ScenarioNeverReturns_ReportsDeadlockedAfterTheTimeout()
    {
        var never = new TaskCompletionSource();

        var report = await DeadlockWatchdog.RunAsync(() => never.Task.Wait(), Short);

        Assert.Equal(WatchdogOutcome.Deadlocked, report.Outcome);
        Assert.Equal(Short, report.Elapsed);
        never.SetResult(); // release the abandoned thread; a real deadlock would stay blocked
    }

    [Fact]
    public async Task RunAsync_ScenarioThrows_ReportsFaultedWithTheException()
    {
        var report = await DeadlockWatchdog.RunAsync(() => throw new InvalidOperationException("boom"), Generous);

        Assert.Equal(WatchdogOutcome.Faulted, report.Outcome);
        Assert.Equal("boom", Assert.IsType<InvalidOperationException>(report.Failure).Message);
    }

    [Fact]
    public async Task RunAsync_Always_RunsTheScenarioOnABackgroundThread()
    {
        var background = false;
        var caller = Environment.CurrentManagedThreadId;
        var scenarioThread = caller;

        await DeadlockWatchdog.RunAsync(
            () => (background, scenarioThread) = (Thread.CurrentThread.IsBackground, Environment.CurrentManagedThreadId), Generous);

        Assert.True(background);
        Assert.NotEqual(caller, scenarioThread);
    }
}
