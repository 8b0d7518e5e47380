using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// What one check found: the verdict, the estimate and band it was read from, the figure as printed, and a sentence built
/// from those figures alone (so it cannot say something the figures do not).
/// </summary>
public sealed record CheckOutcome(Verdict Verdict, Estimate Estimate, Band Band, ClaimUnit Unit, string Measured, string Figures)
{
    /// <summary>
    /// The verdicts this outcome could still become with more samples, best and worst (holds, differs, refuted in that
    /// order). A decided outcome is its own verdict; an undecided one without a known range could become anything.
    /// </summary>
    public VerdictRange Possible
    {
        get => possible ?? (Verdict == Verdict.Inconclusive ? VerdictRange.Open : new VerdictRange(Verdict, Verdict));
        init => possible = value;
    }

    private readonly VerdictRange? possible;

    /// <summary>
    /// The cases whose further samples could decide an undecided outcome (only those of its undecided rows or parts);
    /// empty when decided. A benchmark session measures exactly these again.
    /// </summary>
    public IReadOnlyList<CaseSelector> OpenCases { get; init; } = [];

    /// <summary>This outcome, open on <paramref name="check"/>'s cases when it is undecided.</summary>
    public CheckOutcome OpenOn(IClaimCheck check) =>
        Verdict == Verdict.Inconclusive && OpenCases.Count == 0 ? this with { OpenCases = check.Cases.ToList() } : this;

    public static CheckOutcome NotMeasured(string reason) =>
        new(Verdict.NotMeasured, Estimate.Unknown, Band.Everything, ClaimUnit.Count, "—", reason);
}
