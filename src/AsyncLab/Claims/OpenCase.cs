namespace AsyncLab.Claims;

/// <summary>
/// A case whose further samples could decide an undecided outcome, and by how much that outcome's interval must narrow
/// for it to be decided (<see cref="Verdicts.ShrinkToDecide"/>): 1.5 means to two thirds of its width on the side that
/// crosses the edge; NaN when the interval says nothing about it yet (too few samples), infinite when the estimate sits
/// on the edge.
/// </summary>
public sealed record OpenCase(CaseSelector Selector, double Shrink)
{
    /// <summary>
    /// Whether more samples could plausibly decide it, when at most <paramref name="reachable"/>-fold narrowing is in
    /// reach.
    /// </summary>
    public bool WithinReach(double reachable) => double.IsNaN(Shrink) || Shrink <= reachable;

    /// <summary>
    /// The cases whose further samples could decide a claim still open on this evidence, within reach: only the
    /// undecided rows and parts of each claim, not every case it reads.
    /// </summary>
    public static IReadOnlyList<CaseSelector> WithinReach(IEnumerable<ClaimDefinition> claims, ClaimEvidence evidence, double reachable) =>
        Of(claims, evidence)
            .Where(open => open.WithinReach(reachable))
            .Select(open => open.Selector)
            .Distinct()
            .ToList();

    /// <summary>Every open case of every claim judged on this evidence, within reach or not.</summary>
    public static IReadOnlyList<OpenCase> Of(IEnumerable<ClaimDefinition> claims, ClaimEvidence evidence) =>
        claims.SelectMany(c => c.Check.Evaluate(evidence).OpenCases).ToList();
}
