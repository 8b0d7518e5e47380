namespace AsyncLab.Running;

/// <summary>A step of a running experiment: "benchmark 3 of 13: async-task".</summary>
public sealed record ExperimentProgress(string Step, int Done, int Total)
{
    /// <summary>
    /// "launch 2 of 4" for every step of one of the experiment's launches (<see cref="LaunchSeries"/>), null for an
    /// experiment measured in this process: a log shows a line where it changes, not one per step.
    /// </summary>
    public string? Launch { get; init; }
}
