using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// The one judging engine: applies an experiment's claim definitions to its measurements. Experiments measure; this
/// judges, at run time and again whenever a report is rendered from results.json.
/// </summary>
public static class ClaimJudge
{
    public static IReadOnlyList<ClaimResult> Judge(IEnumerable<ClaimDefinition> claims, IReadOnlyList<Measurement> measurements)
    {
        var evidence = new ClaimEvidence(measurements);
        return claims.Select(c => c.Judge(evidence)).ToList();
    }
}
