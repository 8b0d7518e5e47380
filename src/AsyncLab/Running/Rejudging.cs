using AsyncLab.Catalog;
using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// Judges a finished run's claims again from its results.json with today's definitions, so a band fixed tomorrow applies
/// to yesterday's measurements. A claim whose verdict moved says so in its why line.
/// </summary>
public static class Rejudging
{
    public static (ResultsDocument Document, IReadOnlyList<string> Changes) Apply(ResultsDocument document)
    {
        var changes = new List<string>();
        var experiments = document.Experiments.Select(result =>
        {
            var experiment = ExperimentCatalog.Find(result.Id);
            if (experiment is null || result.Status == ExperimentStatus.Skipped)
            {
                return result;
            }

            var recorded = result.Claims.ToDictionary(c => c.Id);
            var definitions = experiment.Claims;
            var judged = result.Status is ExperimentStatus.Ok or ExperimentStatus.Partial
                ? ClaimJudge.Judge(definitions, result.Measurements)
                : definitions.Select(d => recorded.TryGetValue(d.Id, out var kept) ? kept : d.NotMeasured(result.Error ?? "the experiment did not finish")).ToList();
            var byId = judged.ToDictionary(c => c.Id);
            var claims = result.Claims.Select(old => byId.TryGetValue(old.Id, out var now) ? Compared(old, now, changes) : old)
                .Concat(judged.Where(c => !recorded.ContainsKey(c.Id)))
                .ToList();
            return result with { Claims = claims };
        }).ToList();
        return (document with { Experiments = experiments }, changes);
    }

    private static ClaimResult Compared(ClaimResult recorded, ClaimResult now, List<string> changes)
    {
        if (recorded.Verdict == now.Verdict)
        {
            return now;
        }

        var was = VerdictName(recorded.Verdict);
        changes.Add($"{now.Id}: {was} at run time, {VerdictName(now.Verdict)} now");
        return now with { Why = $"{now.Why} (re-judged: the run recorded {was})" };
    }

    private static string VerdictName(Verdict verdict) => Reporting.VerdictText.Name(verdict);
}
