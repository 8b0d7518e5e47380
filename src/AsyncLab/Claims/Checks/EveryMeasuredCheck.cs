namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim over several cases of which a run may measure only some, e.g. "on every database measured" when PostgreSQL
/// could not be had: every part that was measured must hold (as <see cref="AllOfCheck"/>), the parts not measured are
/// named and left out, and the claim is not measured only when no part was.
/// </summary>
public sealed record EveryMeasuredCheck(IReadOnlyList<(string Name, IClaimCheck Check)> Parts) : IClaimCheck
{
    public EveryMeasuredCheck(params (string Name, IClaimCheck Check)[] parts)
        : this((IReadOnlyList<(string Name, IClaimCheck Check)>)parts)
    {
    }

    public string HoldsWhen => string.Join("; and ", Parts.Select(p => $"{p.Name}: {p.Check.HoldsWhen}")) + " (each one measured)";

    public IEnumerable<CaseSelector> Cases => Parts.SelectMany(p => p.Check.Cases).Distinct();

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) =>
        new EveryMeasuredCheck(Parts.Select(p => (p.Name, p.Check.ForRow(row))).ToArray());

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var outcomes = Parts.Select(p => (p.Name, p.Check, Outcome: p.Check.Evaluate(evidence))).ToList();
        var measured = outcomes.Where(o => o.Outcome.Verdict != Results.Verdict.NotMeasured).ToList();
        if (measured.Count == 0)
        {
            return CheckOutcome.NotMeasured(string.Join("; ", outcomes.Select(o => $"{o.Name}: {o.Outcome.Figures}")));
        }

        // The parts measured must all hold (the intersection–union rule of AllOfCheck.EveryPart).
        var combined = AllOfCheck.EveryPart(measured.Select(o => (Func<ClaimEvidence, CheckOutcome>)o.Check.Evaluate).ToList(), evidence,
            measured.Select(o => o.Name).ToList());
        var missing = outcomes.Where(o => o.Outcome.Verdict == Results.Verdict.NotMeasured).Select(o => o.Name).ToList();
        return missing.Count == 0
            ? combined
            : combined with { Figures = $"{combined.Figures}; not measured: {string.Join(", ", missing)}" };
    }
}
