namespace AsyncLab.Watch.Detectors;

/// <summary>
/// One detector's verdict: the rule it applied, the figures and lines of evidence it read, the signal it missed (for
/// "cannot tell"), the fix, the lab experiment that measures what the problem costs, and for blocking the stacks
/// pool threads blocked at most (empty where there are none).
/// </summary>
public sealed record DetectorVerdict(
    string Detector,
    Finding Finding,
    string Rule,
    IReadOnlyList<string> Evidence,
    IReadOnlyDictionary<string, double> Figures,
    string? Missing,
    string Fix,
    string? Experiment,
    IReadOnlyList<StackEvidence> Stacks)
{
    /// <summary>The lab's measured figure for this problem, from the results.json given to --lab-results; else null.</summary>
    public string? LabFigure { get; init; }
}
