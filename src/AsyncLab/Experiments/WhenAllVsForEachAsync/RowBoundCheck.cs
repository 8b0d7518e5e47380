using AsyncLab.Claims;
using AsyncLab.Claims.Checks;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// A row template whose band depends on the row itself, e.g. "ForEachAsync takes ceil(items/cores) delays": the check is
/// built for each row of an <see cref="EachRowCheck"/>. It has no meaning without a row.
/// </summary>
/// <param name="Build">The check for one row (its selectors already carrying the row's parameters).</param>
/// <param name="HoldsWhen">The band as printed, in terms of the row (e.g. "... in 0.70–1.30 × ceil(items/cores)").</param>
/// <param name="Cases">The cases the check reads, without rows.</param>
public sealed record RowBoundCheck(Func<IReadOnlyDictionary<string, string>, IClaimCheck> Build, string HoldsWhen,
    IReadOnlyList<CaseSelector> Cases) : IClaimCheck
{
    IEnumerable<CaseSelector> IClaimCheck.Cases => Cases;

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => Build(row);

    public CheckOutcome Evaluate(ClaimEvidence evidence) => CheckOutcome.NotMeasured("a per-row check judged without a row");
}
