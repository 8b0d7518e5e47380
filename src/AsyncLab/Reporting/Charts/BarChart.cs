using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Horizontal bars, one row per category (a variant), one bar per series in each row; a diamond marks the
/// published figure where an article gave one. Horizontal because variant names are long.
/// </summary>
/// <param name="Metric">The metric the values are (mean_ns, allocated_bytes_per_op).</param>
/// <param name="Unit">Its unit, as the run declares it: it decides the labels.</param>
public sealed record BarChart(
    string Title,
    string Metric,
    MetricUnit Unit,
    string ValueLabel,
    IReadOnlyList<string> Categories,
    IReadOnlyList<BarSeries> Series) : IChart
{
    public DrawnChart Draw() => BarChartDrawing.Draw(this);
}

/// <summary>One bar per category (null where the category has no value), and the published figures beside them.</summary>
public sealed record BarSeries(string Name, IReadOnlyList<double?> Values)
{
    public IReadOnlyList<double?>? Published { get; init; }
}
