using AsyncLab.Html.Charts;
using ScottPlot;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Draws a <see cref="BoxChart"/>: horizontal boxes like the bar charts', built from rectangles and lines because
/// ScottPlot 5.1's own box plot draws only vertical boxes; the side figures are the right axis' labels.
/// </summary>
internal static class BoxChartDrawing
{
    private const double HalfHeight = 0.3;
    private const double CapHalfHeight = 0.15;

    public static DrawnChart Draw(BoxChart chart)
    {
        var plot = ChartStyle.NewPlot(chart.Title);
        var log = chart.Log;
        double Scale(double v) => log ? Math.Log10(v) : v;
        var rows = chart.Rows.Count;
        for (var row = 0; row < rows; row++)
        {
            if (BoxSummary.Of(chart.Rows[row].Samples.Where(v => !log || v > 0)) is { } summary)
            {
                DrawBox(plot, summary, ChartStyle.Row(row, rows), Scale);
            }
        }

        ChartStyle.Categories(plot, chart.Rows.Select(r => r.Label).ToList());
        var samples = chart.Rows.SelectMany(r => r.Samples).Where(double.IsFinite).ToList();
        if (log)
        {
            var (min, max) = ValueAxis.Log(plot.Axes.Bottom, chart.Unit, samples);
            plot.Axes.SetLimitsX(min, max);
        }
        else
        {
            ValueAxis.Linear(plot.Axes.Bottom, chart.Unit);
            var max = samples.DefaultIfEmpty(1).Max();
            plot.Axes.SetLimitsX(Math.Min(0, samples.DefaultIfEmpty(0).Min()), max <= 0 ? 1 : max * 1.05);
        }

        plot.XLabel(chart.ValueLabel + (log ? " (log scale)" : string.Empty));
        if (chart.SideLabel is { } side)
        {
            var right = plot.Axes.Right;
            right.SetTicks(
                Enumerable.Range(0, rows).Select(i => ChartStyle.Row(i, rows)).ToArray(),
                chart.Rows.Select(r => r.Side ?? "—").ToArray());
            right.MajorTickStyle.Length = 0;
            right.TickLabelStyle.FontSize = 11;
            right.TickLabelStyle.ForeColor = ChartPalette.Text;
            right.Label.Text = side;
            right.Label.FontSize = 13;
            right.Label.Bold = false;
            right.Label.ForeColor = ChartPalette.MutedText;
            plot.Axes.SetLimitsY(-0.6, rows - 0.4, right);
        }

        return new DrawnChart(plot, ChartStyle.Width, 110 + (rows * 26));
    }

    private static void DrawBox(Plot plot, BoxSummary summary, double y, Func<double, double> scale)
    {
        var colour = ChartPalette.Colour(0);
        var box = plot.Add.Rectangle(scale(summary.LowerQuartile), scale(summary.UpperQuartile), y - HalfHeight, y + HalfHeight);
        box.FillColor = colour.WithAlpha(0.3);
        box.LineColor = colour;
        box.LineWidth = 1.5f;
        var segments = new[]
        {
            (summary.Median, y - HalfHeight, summary.Median, y + HalfHeight),
            (summary.Min, y, summary.LowerQuartile, y),
            (summary.UpperQuartile, y, summary.Max, y),
            (summary.Min, y - CapHalfHeight, summary.Min, y + CapHalfHeight),
            (summary.Max, y - CapHalfHeight, summary.Max, y + CapHalfHeight),
        };
        foreach (var (x1, y1, x2, y2) in segments)
        {
            var line = plot.Add.Line(scale(x1), y1, scale(x2), y2);
            line.LineColor = colour;
            line.LineWidth = x1 == summary.Median ? 2.5f : 1.5f;
            line.MarkerSize = 0;
        }
    }
}
