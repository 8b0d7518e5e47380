using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Claims;

/// <summary>
/// The one judging engine: applies an experiment's claim definitions to its measurements. Experiments measure; this
/// judges, at run time and again whenever a report is rendered from results.json.
/// </summary>
public static class ClaimJudge
{
    /// <param name="looks">The most looks the run's schedule allowed at these claims; each verdict spends 1 % / looks.</param>
    public static IReadOnlyList<ClaimResult> Judge(
        IEnumerable<ClaimDefinition> claims, IReadOnlyList<Measurement> measurements, int looks = LookSchedule.MaxLooks)
    {
        var evidence = new ClaimEvidence(measurements, LookSchedule.ErrorFor(looks));
        return claims.Select(c => c.Judge(evidence)).ToList();
    }
}
