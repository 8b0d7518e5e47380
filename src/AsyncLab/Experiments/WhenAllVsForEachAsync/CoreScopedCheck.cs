using System.Globalization;
using AsyncLab.Claims;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// A check whose rows or band depend on the logical cores of the machine that measured (ForEachAsync's default degree of
/// parallelism): "items ≤ cores", "ceil(items/cores) delays", "up to the core count". The cores are read from the run's
/// measurements (metric <see cref="WhenAllVsForEachAsyncMetrics.Cores"/>), not from the machine that judges, so that re-judging
/// results.json elsewhere gives the same verdict.
/// </summary>
/// <param name="Build">The check for a given core count.</param>
/// <param name="HoldsWhen">The band as printed, with <c>cores</c> standing for the count (e.g. "for every IO row with
/// items ≤ cores: ...").</param>
/// <param name="Cases">The cases the check reads, without rows.</param>
public sealed record CoreScopedCheck(Func<int, IClaimCheck> Build, string HoldsWhen, IReadOnlyList<CaseSelector> Cases) : IClaimCheck
{
    IEnumerable<CaseSelector> IClaimCheck.Cases => Cases;

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Build = cores => Build(cores).ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        if (RecordedCores(evidence) is not { } count)
        {
            return CheckOutcome.NotMeasured(NoCoreCount(evidence));
        }

        var outcome = Build(count).Evaluate(evidence);
        var figures = $"{count.ToString(CultureInfo.InvariantCulture)} cores: {outcome.Figures}";
        return outcome.Verdict == Results.Verdict.NotMeasured ? CheckOutcome.NotMeasured(figures) : outcome with { Figures = figures };
    }

    /// <summary>The one core count the run's measurements recorded; null when none or several.</summary>
    public static int? RecordedCores(ClaimEvidence evidence)
    {
        var recorded = Recorded(evidence);
        return recorded.Count == 1 && recorded[0] >= 1 ? (int)recorded[0] : null;
    }

    /// <summary>Why <see cref="RecordedCores"/> found no single count.</summary>
    public static string NoCoreCount(ClaimEvidence evidence)
    {
        var recorded = Recorded(evidence);
        return recorded.Count == 0 ? "the run recorded no core count" : $"the run recorded several core counts " +
            $"({string.Join(", ", recorded)})";
    }

    private static List<double> Recorded(ClaimEvidence evidence) =>
        evidence.Measurements
            .Select(m => m.Metrics.TryGetValue(WhenAllVsForEachAsyncMetrics.Cores.Key, out var cores) ? cores : double.NaN)
            .Where(c => !double.IsNaN(c))
            .Distinct()
            .ToList();
}
