namespace AsyncLab.Results;

/// <summary>The whole of one run, as written to results.json. The report is rendered from this alone.</summary>
public sealed record ResultsDocument(int Schema, RunInfo Run, IReadOnlyList<ExperimentResult> Experiments)
{
    public const int CurrentSchema = 1;
}

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
    string ToolVersion);
