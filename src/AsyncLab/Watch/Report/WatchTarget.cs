namespace AsyncLab.Watch.Report;

/// <summary>What was watched: a process given by id (Command is null), or a command and the .NET processes it started.</summary>
/// <param name="CommandExitCode">The command's exit code when it exited during the watch.</param>
public sealed record WatchTarget(IReadOnlyList<string>? Command, int? CommandExitCode);
