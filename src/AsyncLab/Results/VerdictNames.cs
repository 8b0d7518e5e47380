namespace AsyncLab.Results;

/// <summary>
/// A verdict's name as results.json spells it, for every line that names one: the reports, the console, and re-judging's
/// account of what moved. Kept beside the verdict so that whatever judges or prints needs nothing above the records.
/// </summary>
public static class VerdictNames
{
    /// <summary>holds, differs, refuted, inconclusive, borderline, splits, not-measured.</summary>
    public static string Name(this Verdict verdict) => verdict switch
    {
        Verdict.Holds => "holds",
        Verdict.Differs => "differs",
        Verdict.Refuted => "refuted",
        Verdict.Inconclusive => "inconclusive",
        Verdict.Borderline => "borderline",
        Verdict.Splits => "splits",
        Verdict.NotMeasured => "not-measured",
        _ => verdict.ToString(),
    };
}
