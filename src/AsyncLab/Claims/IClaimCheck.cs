namespace AsyncLab.Claims;

/// <summary>
/// The testable part of a claim: which figures it reads, the band in which it holds and the side that counts as the
/// claimed effect. Checks are data: the band they print is the band they use.
/// </summary>
public interface IClaimCheck
{
    /// <summary>The band as printed in every report, e.g. "async-task / sync-over-async-init in 1.00–1.30×".</summary>
    string HoldsWhen { get; }

    /// <summary>The measurements the check reads, so a run can measure them again when the verdict is undecided.</summary>
    IEnumerable<CaseSelector> Cases { get; }

    CheckOutcome Evaluate(ClaimEvidence evidence);

    /// <summary>The same check on one row of a table: every selector gains the row's parameters.</summary>
    IClaimCheck ForRow(IReadOnlyDictionary<string, string> row);
}
