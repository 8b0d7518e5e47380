namespace AsyncLab.Watch;

/// <summary>What to watch (a process id, or a command to start) and for how long; validated by the verb.</summary>
public sealed record WatchRequest(int? ProcessId, IReadOnlyList<string> Command, TimeSpan? Duration)
{
    /// <summary>How long the command form waits for its command to start a .NET process.</summary>
    public static readonly TimeSpan FirstProcessLimit = TimeSpan.FromSeconds(30);
}
