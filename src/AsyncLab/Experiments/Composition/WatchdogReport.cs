namespace AsyncLab.Experiments.Composition;

public enum WatchdogOutcome
{
    /// <summary>The scenario returned within the timeout.</summary>
    Completed,

    /// <summary>The scenario had not returned when the timeout ran out; its thread is abandoned.</summary>
    Deadlocked,

    /// <summary>The scenario threw.</summary>
    Faulted,
}

/// <summary>What the watchdog saw: the outcome, the time taken (the timeout itself for a deadlock) and any exception.</summary>
public sealed record WatchdogReport(WatchdogOutcome Outcome, TimeSpan Elapsed, Exception? Failure)
{
    public bool Completed => Outcome == WatchdogOutcome.Completed;
}
