namespace AsyncLab.Results;

/// <summary>
/// One more runtime's share of a run made with <c>run --runtimes</c>: the experiments a child process built for that
/// runtime measured and judged, or why it could not (a build that failed, a child that crashed or fell silent).
/// </summary>
/// <param name="Name">The lab's name for the runtime, e.g. "net8.0" or "net10.0-runtime-async".</param>
/// <param name="Label">Its name in reports, e.g. ".NET 8".</param>
/// <param name="Preview">A preview feature (runtime async): reports mark its figures so.</param>
/// <param name="Run">The child's own description of its run (its runtime's exact version), when it wrote one.</param>
public sealed record RuntimeResult(
    string Name,
    string Label,
    bool Preview,
    RuntimeStatus Status,
    string? Error,
    RunInfo? Run,
    IReadOnlyList<ExperimentResult> Experiments)
{
    /// <summary>Seconds spent building the child for this runtime in this run (0 when a cached build was reused).</summary>
    public double? BuildSeconds { get; init; }
}
