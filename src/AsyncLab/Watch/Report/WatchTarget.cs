namespace AsyncLab.Watch.Report;

/// <summary>What was watched: a process given by id, or a command and the .NET processes it started.</summary>
/// <param name="ProcessIds">Every process watched, in the order attached.</param>
/// <param name="RuntimeMajors">Each watched process's .NET major version, where it could be read.</param>
/// <param name="CommandExitCode">The command's exit code when it exited during the watch.</param>
public sealed record WatchTarget(
    IReadOnlyList<string>? Command,
    IReadOnlyList<int> ProcessIds,
    IReadOnlyList<int> RuntimeMajors,
    int? CommandExitCode);
