namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim over every row of a table, e.g. "for every item count, WhenAll takes about one delay": the template check is
/// evaluated on each parameter set under which <see cref="RowVariant"/> was measured (those <see cref="RowFilter"/> keeps),
/// and all of them must hold.
/// </summary>
public sealed record EachRowCheck(string RowVariant, IClaimCheck Template, string RowsLabel) : IClaimCheck
{
    public Func<IReadOnlyDictionary<string, string>, bool>? RowFilter { get; init; }

    public string HoldsWhen => $"for {RowsLabel}: {Template.HoldsWhen}";

    public IEnumerable<CaseSelector> Cases => Template.Cases;

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Template = Template.ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var rows = evidence.RowsOf(RowVariant).Where(r => RowFilter?.Invoke(r) ?? true).ToList();
        if (rows.Count == 0)
        {
            return CheckOutcome.NotMeasured($"no {RowVariant} rows for {RowsLabel} in this run");
        }

        // Every row is a part that must hold (the intersection–union rule of AllOfCheck.EveryPart).
        var labels = rows.Select(r => string.Join(", ", r.Select(p => $"{p.Key} {p.Value}"))).ToList();
        return AllOfCheck.EveryPart(rows.Select(r => (Func<ClaimEvidence, CheckOutcome>)Template.ForRow(r).Evaluate).ToList(), evidence,
            labels);
    }
}
