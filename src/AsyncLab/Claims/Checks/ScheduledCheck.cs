namespace AsyncLab.Claims.Checks;

/// <summary>
/// A check whose cases only some profiles measure (a variant that runs in full only): when none of them is in the run,
/// it is not measured with <see cref="Schedule"/> as the reason ("the lab's bounded pool runs the article's tests in the
/// full profile"), instead of the plain "not measured" a missing case gives.
/// </summary>
public sealed record ScheduledCheck(IClaimCheck Inner, string Schedule) : IClaimCheck
{
    public string HoldsWhen => Inner.HoldsWhen;

    public IEnumerable<CaseSelector> Cases => Inner.Cases;

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Inner = Inner.ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence) =>
        Inner.Cases.Any(c => evidence.Measurements.Any(c.Matches))
            ? Inner.Evaluate(evidence)
            : CheckOutcome.NotMeasured($"not measured in this run: {Schedule}");
}
