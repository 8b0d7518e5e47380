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
    /// <summary>The setting the published figures were measured at where this run's differs ("at its u_ms 1000, this run's
    /// 100"), said in the legend beside the published mark; null where the setups agree or nothing published is drawn.</summary>
    public string? PublishedSetup { get; init; }

    public DrawnChart Draw() => BarChartDrawing.Draw(this);
}

/// <summary>One bar per category (null where the category has no value), and the published figures beside them.</summary>
public sealed record BarSeries(string Name, IReadOnlyList<double?> Values)
{
    public IReadOnlyList<double?>? Published { get; init; }
}
