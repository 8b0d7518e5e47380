using System.Diagnostics;

namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// What the audit keeps about one command (the article's CommandEventAuditInfo): the command, the handler that ran it,
/// when it started and stopped (<see cref="Stopwatch"/> timestamps), how it ended and the exception if it failed.
/// </summary>
public sealed record AuditEntry(
    object Command,
    Type HandlerType,
    long StartedTimestamp,
    long StoppedTimestamp,
    AuditOutcome Outcome,
    Exception? Exception)
{
    public Type CommandType => Command.GetType();

    public TimeSpan Duration => Stopwatch.GetElapsedTime(StartedTimestamp, StoppedTimestamp);
}
