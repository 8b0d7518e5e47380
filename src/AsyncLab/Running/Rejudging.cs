using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>
/// Judges a finished run's claims again from its results.json with today's definitions, so a band fixed tomorrow applies
/// to yesterday's measurements. A claim whose verdict moved says so in its why line.
/// </summary>
public static class Rejudging
{
    /// <param name="definitionsOf">An experiment's claim definitions today, by its id (the catalog's); null for an id it no longer knows.</param>
    public static (ResultsDocument Document, IReadOnlyList<string> Changes) Apply(ResultsDocument document, Func<string, IReadOnlyList<ClaimDefinition>?> definitionsOf)
    {
        var changes = new List<string>();
        var experiments = Judge(document.Experiments, definitionsOf, changes, string.Empty);
        // Each other runtime's claims are judged again the same way, on that runtime's own measurements.
        var runtimes = document.Runtimes.Select(r => r with { Experiments = Judge(r.Experiments, definitionsOf, changes, $" on {r.Name}") }).ToList();
        var judged = document with { Experiments = experiments, Runtimes = runtimes };
        if (judged.Runtimes.Count == 0)
        {
            return (judged, changes);
        }

        // Runtime async against the compiler: worked out again from both runtimes' measurements, compared with what was recorded.
        var recorded = judged.Runtimes.SelectMany(r => r.Experiments).FirstOrDefault(e => e.Id == RuntimeAsyncComparison.Id);
        var attached = RuntimeAsyncComparison.Attach(judged);
        var now = attached.Runtimes.SelectMany(r => r.Experiments).FirstOrDefault(e => e.Id == RuntimeAsyncComparison.Id);
        if (recorded is null || now is null)
        {
            return (attached, changes);
        }

        var before = recorded.Claims.ToDictionary(c => c.Id);
        var claims = now.Claims.Select(c => before.TryGetValue(c.Id, out var old) ? Compared(old, c, changes, string.Empty) : c).ToList();
        return (RuntimeAsyncComparison.Attach(attached, now with { Claims = claims }), changes);
    }

    private static List<ExperimentResult> Judge(IReadOnlyList<ExperimentResult> results, Func<string, IReadOnlyList<ClaimDefinition>?> definitionsOf, List<string> changes, string where) =>
        results.Select(result =>
        {
            if (definitionsOf(result.Id) is not { } definitions || result.Status == ExperimentStatus.Skipped)
            {
                return result;
            }

            var recorded = result.Claims.ToDictionary(c => c.Id);
            var judged = result.Status is ExperimentStatus.Ok or ExperimentStatus.Partial
                ? ClaimJudge.Judge(definitions, result.Measurements, result.Looks ?? LookSchedule.MaxLooks)
                : definitions.Select(d => recorded.TryGetValue(d.Id, out var kept) ? kept : d.NotMeasured(result.Error ?? "the experiment did not finish")).ToList();
            var byId = judged.ToDictionary(c => c.Id);
            var claims = result.Claims.Select(old => byId.TryGetValue(old.Id, out var now) ? Compared(old, now, changes, where) : old)
                .Concat(judged.Where(c => !recorded.ContainsKey(c.Id)))
                .ToList();
            return result with { Claims = claims };
        }).ToList();

    private static ClaimResult Compared(ClaimResult recorded, ClaimResult now, List<string> changes, string where)
    {
        if (recorded.Verdict == now.Verdict)
        {
            return now;
        }

        var was = VerdictName(recorded.Verdict);
        changes.Add($"{now.Id}{where}: {was} at run time, {VerdictName(now.Verdict)} now");
        return now with { Why = $"{now.Why} (re-judged: the run recorded {was})" };
    }

    private static string VerdictName(Verdict verdict) => verdict.Name();
}
