namespace AsyncLab.Watch;

/// <summary>What to watch (a process id, or a command to start) and for how long; validated by the verb.</summary>
public sealed record WatchRequest(int? ProcessId, IReadOnlyList<string> Command, TimeSpan? Duration)
{
    /// <summary>How long the command form waits for its command to start a .NET process.</summary>
    public static readonly TimeSpan FirstProcessLimit = TimeSpan.FromSeconds(30);

    /// <summary>How long after each process's attach the rules start to count (--since).</summary>
    public TimeSpan WarmUp { get; init; } = Detectors.RuleSpan.DefaultWarmUp;

    /// <summary>
    /// Keep each process's wait events on for the whole watch (--keep-waits), rather than turning them off once blocking is
    /// found with its stacks: every later wait's stack, at the cost of a verbose event per wait.
    /// </summary>
    public bool KeepWaits { get; init; }

    /// <summary>Where --save-trace writes each watched process's capture, or null.</summary>
    public string? SaveTrace { get; init; }

    /// <summary>
    /// The capture file of process <paramref name="pid"/>: the --save-trace path itself for --pid, and for a command,
    /// which may start several processes, the path with the process id before its extension.
    /// </summary>
    public string? CapturePathFor(int pid)
    {
        if (SaveTrace is null || ProcessId is not null)
        {
            return SaveTrace;
        }

        var extension = Path.GetExtension(SaveTrace);
        var stem = SaveTrace[..^extension.Length];
        return string.Create(System.Globalization.CultureInfo.InvariantCulture,
            $"{stem}.{pid}{(extension.Length > 0 ? extension : ".nettrace")}");
    }
}
