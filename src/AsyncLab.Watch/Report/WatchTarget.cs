namespace AsyncLab.Watch.Report;

/// <summary>
/// What was watched: a process given by id (Command and Captures null), a command and the .NET processes it started, or
/// captures read from files.
/// </summary>
/// <param name="CommandExitCode">The command's exit code when it exited during the watch.</param>
/// <param name="Captures">The .nettrace files judged (watch --trace), else null.</param>
public sealed record WatchTarget(IReadOnlyList<string>? Command, int? CommandExitCode, IReadOnlyList<string>? Captures = null);
