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
}
