using AsyncLab.Html.Charts;
using ScottPlot;

namespace AsyncLab.Reporting.Charts;

/// <summary>Draws a <see cref="ForestChart"/>: shaded bands, then intervals with end caps and a dot, coloured by verdict.</summary>
internal static class ForestChartDrawing
{
    private const double BandHalfHeight = 0.36;
    private const double CapHalfHeight = 0.14;

    public static DrawnChart Draw(ForestChart chart)
    {
        var plot = ChartStyle.NewPlot(chart.Title);
        var log = chart.Log;
        double Scale(double v) => log ? Math.Log10(v) : v;
        var (min, max) = Range(plot, chart, log);
        var rows = chart.Rows.Count;
        var legend = 0;
        if (chart.Rows.Any(r => !double.IsNaN(r.BandLow) && !double.IsNaN(r.BandHigh)))
        {
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = "the claim's band", FillColor = ChartPalette.Band });
            legend++;
        }

        for (var row = 0; row < rows; row++)
        {
            var r = chart.Rows[row];
            var y = ChartStyle.Row(row, rows);
            if (!double.IsNaN(r.BandLow) && !double.IsNaN(r.BandHigh))
            {
                // An open end (±infinity, or not positive on a log axis) runs to the edge of the plot.
                var left = double.IsFinite(r.BandLow) && (!log || r.BandLow > 0) ? Scale(r.BandLow) : min;
                var right = double.IsFinite(r.BandHigh) ? Scale(r.BandHigh) : max;
                var band = plot.Add.Rectangle(left, right, y - BandHalfHeight, y + BandHalfHeight);
                band.FillColor = ChartPalette.Band;
                band.LineWidth = 0;
            }

            var colour = ChartPalette.Verdict(r.Verdict);
            if (double.IsFinite(r.Low) && double.IsFinite(r.High))
            {
                foreach (var (x1, y1, x2, y2) in new[]
                {
                    (r.Low, y, r.High, y),
                    (r.Low, y - CapHalfHeight, r.Low, y + CapHalfHeight),
                    (r.High, y - CapHalfHeight, r.High, y + CapHalfHeight),
                })
                {
                    var line = plot.Add.Line(Scale(x1), y1, Scale(x2), y2);
                    line.LineColor = colour;
                    line.LineWidth = 2.5f;
                    line.MarkerSize = 0;
                }
            }

            if (double.IsFinite(r.Point))
            {
                plot.Add.Marker(Scale(r.Point), y, MarkerShape.FilledCircle, 10, colour);
            }
        }

        foreach (var verdict in chart.Rows.Select(r => r.Verdict).Distinct(StringComparer.Ordinal))
        {
            plot.Legend.ManualItems.Add(new LegendItem
            {
                LabelText = verdict,
                MarkerShape = MarkerShape.FilledCircle,
                MarkerSize = 10,
                MarkerFillColor = ChartPalette.Verdict(verdict),
                MarkerLineColor = ChartPalette.Verdict(verdict),
                LineWidth = 0,
            });
            legend++;
        }

        if (chart.Reference is { } reference)
        {
            var line = plot.Add.VerticalLine(Scale(reference.Value), 1.5f, ChartPalette.MutedText);
            line.LegendText = reference.Label;
            legend++;
        }

        ChartStyle.Categories(plot, chart.Rows.Select(r => r.Label).ToList());
        plot.XLabel(chart.ValueLabel + (log ? " (log scale)" : string.Empty));
        var legendHeight = ChartStyle.LegendBelow(plot, legend);
        return new DrawnChart(plot, ChartStyle.Width, 110 + (rows * 30) + legendHeight);
    }

    /// <summary>Sets the value axis over every finite value with a margin; returns its limits in plotted (log10 when log) units.</summary>
    private static (double Min, double Max) Range(Plot plot, ForestChart chart, bool log)
    {
        var values = chart.FiniteValues;
        double min, max;
        if (log)
        {
            (min, max) = ValueAxis.Log(plot.Axes.Bottom, chart.Unit, values, wholeDecades: false);
        }
        else
        {
            ValueAxis.Linear(plot.Axes.Bottom, chart.Unit);
            min = values.DefaultIfEmpty(0).Min();
            max = values.DefaultIfEmpty(1).Max();
            var margin = max > min ? (max - min) * 0.08 : Math.Max(1, Math.Abs(max) * 0.5);
            (min, max) = (min - margin, max + margin);
        }

        plot.Axes.SetLimitsX(min, max);
        return (min, max);
    }
}
