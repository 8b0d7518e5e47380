using AsyncLab.Results;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim that can only be judged when the run could show its effect at all, e.g. "CPU-bound work runs faster in
/// parallel" on a machine that gave no parallel speed-up during the run: when the precondition does not hold, the claim is
/// not measured, with the precondition's figures as the reason, instead of being refuted by the machine.
/// </summary>
public sealed record RequiresCheck(IClaimCheck Precondition, IClaimCheck Check, string Reason) : IClaimCheck
{
    public string HoldsWhen => $"{Check.HoldsWhen} (judged only when {Precondition.HoldsWhen})";

    public IEnumerable<CaseSelector> Cases => Precondition.Cases.Concat(Check.Cases).Distinct();

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Check = Check.ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var precondition = Precondition.Evaluate(evidence);
        return precondition.Verdict == Verdict.Holds
            ? Check.Evaluate(evidence)
            : CheckOutcome.NotMeasured($"{Reason}: {precondition.Figures}");
    }
}
