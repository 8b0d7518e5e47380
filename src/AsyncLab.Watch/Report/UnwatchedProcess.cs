namespace AsyncLab.Watch.Report;

/// <summary>A .NET process of the watched command that the watch could not attach to, and why: nothing of it was seen.</summary>
public sealed record UnwatchedProcess(int ProcessId, string Why);
