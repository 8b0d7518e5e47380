using AsyncLab.Watch.Detectors;

namespace AsyncLab.Watch;

/// <summary>
/// The lab's own figures for what blocking costs, quoted beside the blocking and starvation fixes (watch --lab-results).
/// The lab makes the quote from a results.json, whose model is the lab's own, so watch needs none of it. Without one,
/// the verdicts name the experiment only.
/// </summary>
public static class LabFigures
{
    /// <summary>The verdicts with <paramref name="quote"/> beside the fixes it concerns.</summary>
    public static IReadOnlyList<DetectorVerdict> Attach(IReadOnlyList<DetectorVerdict> verdicts, string? quote) =>
        quote is null ? verdicts
        : [.. verdicts.Select(v => v.Experiment is LabExperiments.SyncOverAsync or LabExperiments.Starvation
            ? v with { LabFigure = quote }
            : v)];
}
