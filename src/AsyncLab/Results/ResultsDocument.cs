namespace AsyncLab.Results;

/// <summary>The whole of one run, as written to results.json. The report is rendered from this alone.</summary>
public sealed record ResultsDocument(int Schema, RunInfo Run, IReadOnlyList<ExperimentResult> Experiments)
{
    /// <summary>
    /// 2 added each measurement's raw samples and latency histograms, each claim's band and interval, the inconclusive
    /// verdict and the partial status (docs/results.schema.json). Version 1 files still read: what they lack is optional.
    /// </summary>
    public const int CurrentSchema = 2;

    public const int OldestReadableSchema = 1;
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
