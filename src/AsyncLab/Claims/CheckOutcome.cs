using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Claims;

/// <summary>
/// What one check found: the verdict, the estimate and band it was read from, the figure as printed, and a sentence built
/// from those figures alone (so it cannot say something the figures do not).
/// </summary>
public sealed record CheckOutcome(Verdict Verdict, Estimate Estimate, Band Band, MetricUnit Unit, string Measured, string Figures)
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
    /// For an outcome of several parts, the figures of every part but the one that decided it (which is
    /// <see cref="Figures"/>), in the claim's order: the reports fold them under the deciding sentence.
    /// </summary>
    public IReadOnlyList<string> OtherParts { get; init; } = [];

    /// <summary>The confidence of <see cref="Estimate"/>'s interval (1 for an exact figure).</summary>
    public double Confidence { get; init; } = 1;

    /// <summary>
    /// The cases whose further samples could decide an undecided outcome (only those of its undecided rows or parts), each
    /// with how far its part's interval must narrow; empty when decided. A benchmark session measures these again.
    /// </summary>
    public IReadOnlyList<OpenCase> OpenCases { get; init; } = [];

    /// <summary>
    /// One figure read against its band (its interval at <paramref name="confidence"/>), as every single-figure check
    /// reads it: the verdict, the sentence built from it, what it could still become, and, when undecided,
    /// <paramref name="check"/>'s cases as the ones to measure again.
    /// </summary>
    public static CheckOutcome Read(
        IClaimCheck check,
        Estimate estimate,
        double confidence,
        Band holds,
        Band side,
        Band? noEffect,
        MetricUnit unit,
        string measured,
        Func<Verdict, string> figures)
    {
        var verdict = Verdicts.Read(estimate, holds, side, noEffect);
        return new CheckOutcome(verdict, estimate, holds, unit, measured, figures(verdict))
        {
            Confidence = estimate.IsExact ? 1 : confidence,
            Possible = Verdicts.Possible(verdict, estimate, holds, side, noEffect),
            OpenCases = verdict == Verdict.Inconclusive
                ? check.Cases.Select(c => new OpenCase(c, Verdicts.ShrinkToDecide(estimate, holds, side))).ToList()
                : [],
        };
    }

    public static CheckOutcome NotMeasured(string reason) =>
        new(Verdict.NotMeasured, Estimate.Unknown, Band.Everything, MetricUnit.Count, "—", reason);
}
