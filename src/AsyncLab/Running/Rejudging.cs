using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Running;

/// <summary>
/// Judges a finished run's claims again from its results.json with today's definitions, so a band fixed tomorrow applies
/// to yesterday's measurements. A claim whose verdict moved says so in its why line.
/// </summary>
public static class Rejudging
{
    /// <param name="definitionsOf">
    /// An experiment's claim definitions today, by its id (the catalog's); null for an id it does not know.
    /// </param>
    /// <param name="comparisons">The comparisons across runtimes the lab knows today (the catalog's).</param>
    public static (ResultsDocument Document, IReadOnlyList<string> Changes) Apply(
        ResultsDocument document,
        Func<string, IReadOnlyList<ClaimDefinition>?> definitionsOf,
        IReadOnlyList<IRuntimeComparison> comparisons)
    {
        var changes = new List<string>();
        var experiments = Judge(document.Experiments, definitionsOf, changes, string.Empty);
        // Each other runtime's claims are judged again the same way, on that runtime's own measurements.
        var runtimes = document.Runtimes
            .Select(r => r with { Experiments = Judge(r.Experiments, definitionsOf, changes, $" on {r.Name}") })
            .ToList();
        var judged = document with { Experiments = experiments, Runtimes = runtimes };
        foreach (var comparison in comparisons)
        {
            judged = Judge(judged, comparison, changes);
        }

        return (judged, changes);
    }

    /// <summary>
    /// A comparison across runtimes worked out again from the runtimes' measurements, and compared with what was
    /// recorded.
    /// </summary>
    private static ResultsDocument Judge(ResultsDocument document, IRuntimeComparison comparison, List<string> changes)
    {
        var recorded = RuntimeComparisons.Recorded(document, comparison);
        var attached = RuntimeComparisons.Attach(document, comparison);
        var now = RuntimeComparisons.Recorded(attached, comparison);
        if (recorded is null || now is null)
        {
            return attached;
        }

        var before = recorded.Claims.ToDictionary(c => c.Id);
        var claims = now.Claims.Select(c => before.TryGetValue(c.Id, out var old) ? Compared(old, c, changes, string.Empty) : c).ToList();
        return RuntimeComparisons.Attach(attached, comparison, now with { Claims = claims });
    }

    private static List<ExperimentResult> Judge(
        IReadOnlyList<ExperimentResult> results,
        Func<string, IReadOnlyList<ClaimDefinition>?> definitionsOf,
        List<string> changes,
        string where) =>
        results.Select(result =>
        {
            if (definitionsOf(result.Id) is not { } definitions || result.Status == ExperimentStatus.Skipped)
            {
                return result;
            }

            var recorded = result.Claims.ToDictionary(c => c.Id);
            var judged = result.Status is ExperimentStatus.Ok or ExperimentStatus.Partial
                ? ClaimJudge.Judge(definitions, result.Measurements, result.Looks ?? LookSchedule.MaxLooks)
                : definitions
                    .Select(d => recorded.TryGetValue(d.Id, out var kept)
                        ? kept
                        : d.NotMeasured(result.Error ?? "the experiment did not finish"))
                    .ToList();
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
