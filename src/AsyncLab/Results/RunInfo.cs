namespace AsyncLab.Results;

/// <summary>Where and how the run was made: the facts a reader needs before trusting any figure.</summary>
public sealed record RunInfo(
    string Id,
    string Profile,
    DateTimeOffset StartedUtc,
    DateTimeOffset? FinishedUtc,
    string Runtime,
    string Os,
    string Cpu,
    int LogicalCores,
    string Gc,
    string ToolVersion)
{
    /// <summary>
    /// The lab's name for the runtime the experiments ran on (e.g. "net10.0"); absent in files written before it was
    /// kept.
    /// </summary>
    public string? RuntimeName { get; init; }
}
