namespace AsyncLab.Claims;

/// <summary>
/// Stands for a claim whose experiment still judges it itself, while the experiments move to ClaimJudge one by one;
/// removed when the last one has moved.
/// </summary>
public sealed record LegacyCheck(string HoldsWhen) : IClaimCheck
{
    public IEnumerable<CaseSelector> Cases => [];

    public CheckOutcome Evaluate(ClaimEvidence evidence) => CheckOutcome.NotMeasured("judged by the experiment");

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this;
}
