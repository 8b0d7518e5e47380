namespace AsyncLab.SideBySide;

/// <summary>What an <c>ab</c> session found: every row read, the rows only one side timed, and what the gate says.</summary>
public sealed record SideBySideResult(SideBySideRequest Request, int TurnsPerLaunch, double RowConfidence,
    IReadOnlyList<SideBySideRow> Rows, IReadOnlyList<(string Experiment, string Side, string Row)> OneSided, TimeSpan Elapsed)
{
    /// <summary>The claims' ratios whose cases both sides timed, by experiment.</summary>
    public IReadOnlyDictionary<string, IReadOnlyList<SideBySideClaimRatio>> Claims { get; init; } =
        new Dictionary<string, IReadOnlyList<SideBySideClaimRatio>>();

    public IEnumerable<SideBySideRow> Regressions => Rows.Where(r => r.IsRegression);

    /// <summary>
    /// What B lacks of A's: a row A timed and B did not. A gated row whose interval could not tell is not one: it was chosen
    /// because its spread would see the threshold four times in five, as compare's gated rows are, and it was read.
    /// </summary>
    public IEnumerable<string> Unseen =>
        OneSided.Where(o => o.Side == SideBySidePlan.A).Select(o => $"{o.Experiment} {o.Row} was not timed in B");

    /// <summary>What one unit is, for the report.</summary>
    public string UnitName => Request.SharedProcess ? "launch holding both builds" : "pair of neighbouring launches, one a side";
}
