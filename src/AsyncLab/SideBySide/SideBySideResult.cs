namespace AsyncLab.SideBySide;

/// <summary>What an <c>ab</c> session found: every row read, the rows only one side timed, and what the gate says.</summary>
public sealed record SideBySideResult(SideBySideRequest Request, int TurnsPerLaunch, double RowConfidence,
    IReadOnlyList<SideBySideRow> Rows, IReadOnlyList<(string Experiment, string Side, string Row)> OneSided, TimeSpan Elapsed)
{
    public IEnumerable<SideBySideRow> Regressions => Rows.Where(r => r.IsRegression);

    /// <summary>Rows the gate could not see: an interval that reaches past the threshold on the worse side, or a row B lacks.</summary>
    public IEnumerable<string> Unseen =>
        Rows.Where(r => r.HidesRegression).Select(r => $"{r.Experiment} {r.Row} could not tell")
            .Concat(OneSided.Where(o => o.Side == SideBySidePlan.A).Select(o => $"{o.Experiment} {o.Row} was not timed in B"));

    public int Count(SideBySideChange change) => Rows.Count(r => r.Change == change);

    /// <summary>What one unit is, for the report.</summary>
    public string UnitName => Request.SharedProcess ? "launch holding both builds" : "pair of neighbouring launches, one a side";
}
