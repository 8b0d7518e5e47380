using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// The distribution of a metric's samples per case (e.g. the time of each measured iteration), one horizontal box per
/// row: the box spans the quartiles, the line in it is the median, the whiskers reach the smallest and largest sample.
/// A second figure per row (the bytes it allocates) is written on the right, so a case's time and bytes read together.
/// </summary>
/// <param name="Metric">The samples' metric (time_ns).</param>
/// <param name="Unit">Its unit, as the run declares it: it decides the labels.</param>
public sealed record BoxChart(string Title, string Metric, MetricUnit Unit, string ValueLabel, IReadOnlyList<BoxRow> Rows) : IChart
{
    /// <summary>What the figures on the right are, e.g. "allocated per op"; null when there are none.</summary>
    public string? SideLabel { get; init; }

    public bool Log => ValueAxis.SpansMoreThanADecade(Rows.SelectMany(r => r.Samples).Where(double.IsFinite).ToList());

    public DrawnChart Draw() => BoxChartDrawing.Draw(this);
}

/// <param name="Side">The row's figure on the right, formatted (e.g. "72 B"), or null.</param>
public sealed record BoxRow(string Label, IReadOnlyList<double> Samples, string? Side);

/// <summary>The five numbers a box shows, quartiles interpolated between the nearest ranks.</summary>
public sealed record BoxSummary(double Min, double LowerQuartile, double Median, double UpperQuartile, double Max)
{
    /// <summary>The summary of the finite values in <paramref name="samples"/>, or null when there are none.</summary>
    public static BoxSummary? Of(IEnumerable<double> samples)
    {
        var sorted = samples.Where(double.IsFinite).Order().ToArray();
        if (sorted.Length == 0)
        {
            return null;
        }

        return new BoxSummary(sorted[0], Quantile(sorted, 0.25), Quantile(sorted, 0.5), Quantile(sorted, 0.75), sorted[^1]);
    }

    private static double Quantile(double[] sorted, double q)
    {
        var rank = q * (sorted.Length - 1);
        var below = (int)Math.Floor(rank);
        var above = Math.Min(below + 1, sorted.Length - 1);
        return sorted[below] + ((rank - below) * (sorted[above] - sorted[below]));
    }
}
