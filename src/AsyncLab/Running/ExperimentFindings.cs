using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// What an experiment hands back: its measurements (with the samples claims are judged on) and anything the report
/// should say. Claims are judged from the measurements by ClaimJudge, not by the experiment.
/// </summary>
public sealed record ExperimentFindings(IReadOnlyList<Measurement> Measurements)
{
    public IReadOnlyList<string> Notes { get; init; } = [];

    public IReadOnlyList<Series> Series { get; init; } = [];

    /// <summary>
    /// In a checkpoint: the cases the experiment had started on and not finished yet (a variant and parameters, no metrics).
    /// If the run stops there, a claim that reads one of them is not measured rather than judged on the cases that happened
    /// to finish (a claim over every row would otherwise hold on the rows measured so far).
    /// </summary>
    public IReadOnlyList<Measurement> Unfinished { get; init; } = [];
}
