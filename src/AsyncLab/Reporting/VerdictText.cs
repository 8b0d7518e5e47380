using AsyncLab.Results;

namespace AsyncLab.Reporting;

public static class VerdictText
{
    /// <summary>The spelling used in results.json and every report: holds, differs, refuted, inconclusive, not-measured.</summary>
    public static string Name(this Verdict verdict) => verdict switch
    {
        Verdict.Holds => "holds",
        Verdict.Differs => "differs",
        Verdict.Refuted => "refuted",
        Verdict.Inconclusive => "inconclusive",
        Verdict.NotMeasured => "not-measured",
        _ => verdict.ToString(),
    };

    public static IReadOnlyDictionary<Verdict, int> Count(IEnumerable<ClaimResult> claims) =>
        Enum.GetValues<Verdict>().ToDictionary(v => v, v => claims.Count(c => c.Verdict == v));
}
