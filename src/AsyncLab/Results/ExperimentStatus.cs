namespace AsyncLab.Results;

public enum ExperimentStatus
{
    Ok,
    Failed,
    Skipped,

    /// <summary>Cancelled or failed part-way: the measurements are those the experiment finished before (its last checkpoint).</summary>
    Partial,
}
