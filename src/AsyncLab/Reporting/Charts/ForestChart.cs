using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// A forest plot of claims: per row, the measured interval (low to high, a dot at the point estimate) over the band
/// the claim accepts, shaded, coloured by the row's verdict. A band may be open on one side (a lower or upper bound
/// of ±infinity), as in "at least 2×". The value axis is logarithmic when every finite value is positive, as ratios
/// are: a ratio of 2 and one of 0.5 then sit at the same distance from 1.
/// </summary>
/// <param name="ValueLabel">The value axis' title, e.g. "ratio to the baseline".</param>
public sealed record ForestChart(string Title, string ValueLabel, IReadOnlyList<ForestRow> Rows) : IChart
{
    /// <summary>The unit of tick labels; plain numbers (ratios) by default.</summary>
    public MetricUnit Unit { get; init; } = MetricUnit.Number;

    /// <summary>A vertical line drawn across all rows, e.g. 1 for ratios ("no difference"); null for none.</summary>
    public ForestReference? Reference { get; init; }

    /// <summary>Every finite value the chart shows: the intervals, the points, the closed ends of the bands and the reference.</summary>
    public IReadOnlyList<double> FiniteValues =>
        Rows.SelectMany(r => new[] { r.Low, r.Point, r.High, r.BandLow, r.BandHigh })
            .Concat(Reference is { } reference ? [reference.Value] : [])
            .Where(double.IsFinite)
            .ToList();

    public bool Log => FiniteValues.Count > 0 && FiniteValues.All(v => v > 0);

    public DrawnChart Draw() => ForestChartDrawing.Draw(this);
}

/// <summary>
/// One claim. <paramref name="Low"/> ≤ <paramref name="Point"/> ≤ <paramref name="High"/> is what was measured (NaN when
/// not measured); the claim holds for values from <paramref name="BandLow"/> to <paramref name="BandHigh"/>, either of
/// which may be infinite.
/// </summary>
/// <param name="Verdict">holds, differs, refuted or not-measured: it decides the colour.</param>
public sealed record ForestRow(string Label, double Low, double Point, double High, double BandLow, double BandHigh, string Verdict);

public sealed record ForestReference(double Value, string Label);
