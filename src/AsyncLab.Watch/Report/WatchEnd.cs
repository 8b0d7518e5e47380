namespace AsyncLab.Watch.Report;

/// <summary>Why the watch stopped.</summary>
public enum WatchEnd
{
    /// <summary>--duration ran out.</summary>
    Duration,

    /// <summary>Ctrl+C or SIGTERM.</summary>
    Cancelled,

    /// <summary>The process given by --pid exited (an error: what was seen is still written).</summary>
    TargetExited,

    /// <summary>The watched command exited.</summary>
    CommandExited,

    /// <summary>The --pid process still runs but its event stream ended (an error, as <see cref="TargetExited"/>).</summary>
    StreamEnded,

    /// <summary>A process's events could not be read on (an error: the verdicts would rest on part of its events).</summary>
    ReadFailed,

    /// <summary>The captures given to --trace were read to their end.</summary>
    TraceRead,
}
