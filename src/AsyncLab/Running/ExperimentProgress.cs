namespace AsyncLab.Running;

/// <summary>A step of a running experiment: "benchmark 3 of 13: async-task".</summary>
public sealed record ExperimentProgress(string Step, int Done, int Total);
