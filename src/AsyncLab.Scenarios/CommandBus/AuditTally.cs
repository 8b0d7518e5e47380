namespace AsyncLab.Scenarios.CommandBus;

/// <summary>
/// The audit after a concurrency check: how many commands were sent, how many entries were saved, and how those
/// entries map onto commands (none missing, none twice) and onto the failures the senders saw.
/// </summary>
public sealed record AuditTally(
    long Commands,
    long Entries,
    long Missing,
    long Duplicated,
    long FailedEntries,
    long ExpectedFailures,
    long FailuresSeenBySenders,
    TimeSpan Elapsed)
{
    /// <summary>Exactly one entry per command, and every rejected command recorded as a failure with its exception.</summary>
    public bool NothingLost =>
        Entries == Commands && Missing == 0 && Duplicated == 0
        && FailedEntries == ExpectedFailures && FailuresSeenBySenders == ExpectedFailures;
}
