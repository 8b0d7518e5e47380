using System.Diagnostics;

namespace AsyncLab.Experiments.Composition;

/// <summary>
/// Runs a piece of code that may deadlock on a thread of its own and gives it a bounded time to finish.
/// </summary>
/// <remarks>
/// A deadlocked thread cannot be stopped or reclaimed in .NET: it is abandoned, blocked for good. It is a
/// background thread, so it cannot keep the process from exiting, and the caller gets its answer after
/// <c>timeout</c> whatever happens. Each deadlock therefore costs a thread (and whatever the code under test
/// holds) for the rest of the process's life, which is acceptable for a handful of scenarios per run.
/// </remarks>
public static class DeadlockWatchdog
{
    public static async Task<WatchdogReport> RunAsync(Action scenario, TimeSpan timeout, CancellationToken cancellationToken = default)
    {
        var finished = new TaskCompletionSource<WatchdogReport>(TaskCreationOptions.RunContinuationsAsynchronously);
        var thread = new Thread(() => finished.TrySetResult(Observe(scenario)))
        {
            IsBackground = true,
            Name = "watchdog-scenario",
        };
        thread.Start();
        try
        {
            return await finished.Task.WaitAsync(timeout, cancellationToken).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            return new WatchdogReport(WatchdogOutcome.Deadlocked, timeout, null);
        }
    }

    private static WatchdogReport Observe(Action scenario)
    {
        var started = Stopwatch.GetTimestamp();
        try
        {
            scenario();
            return new WatchdogReport(WatchdogOutcome.Completed, Stopwatch.GetElapsedTime(started), null);
        }
#pragma warning disable CA1031 // A scenario that throws is reported as such, not mistaken for a deadlock.
        catch (Exception ex)
#pragma warning restore CA1031
        {
            return new WatchdogReport(WatchdogOutcome.Faulted, Stopwatch.GetElapsedTime(started), ex);
        }
    }
}
