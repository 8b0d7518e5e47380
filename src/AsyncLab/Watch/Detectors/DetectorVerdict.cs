namespace AsyncLab.Watch.Detectors;

/// <summary>
/// One detector's verdict: the rule it applied, the figures and lines of evidence it read, the signal it missed (for
/// "cannot tell"), the fix, and the lab experiment that measures what the problem costs.
/// </summary>
public sealed record DetectorVerdict(
    string Detector,
    Finding Finding,
    string Rule,
    IReadOnlyList<string> Evidence,
    IReadOnlyDictionary<string, double> Figures,
    string? Missing,
    string Fix,
    string? Experiment);
