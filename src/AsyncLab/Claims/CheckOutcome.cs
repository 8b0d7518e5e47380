using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// What one check found: the verdict, the estimate and band it was read from, the figure as printed, and a sentence built
/// from those figures alone (so it cannot say something the figures do not).
/// </summary>
public sealed record CheckOutcome(Verdict Verdict, Estimate Estimate, Band Band, ClaimUnit Unit, string Measured, string Figures)
{
    public static CheckOutcome NotMeasured(string reason) =>
        new(Verdict.NotMeasured, Estimate.Unknown, Band.Everything, ClaimUnit.Count, "—", reason);
}
