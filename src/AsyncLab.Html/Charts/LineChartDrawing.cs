using ScottPlot;

namespace AsyncLab.Html.Charts;

/// <summary>Draws a <see cref="LineChart"/>: a coloured line per <see cref="ChartLine"/>, with marked points where they are few.</summary>
internal static class LineChartDrawing
{
    /// <summary>Markers only where points are few enough to tell apart; a long time series reads better as a plain line.</summary>
    private const int MaxMarkedPoints = 40;

    private const int PlotHeight = 300;

    public static DrawnChart Draw(LineChart chart)
    {
        var plot = ChartStyle.NewPlot(chart.Title);
        var logX = chart.LogX;
        var logY = chart.LogY;
        var drawn = 0;
        foreach (var line in chart.Lines)
        {
            var points = line.Points
                .Where(p => double.IsFinite(p.X) && double.IsFinite(p.Y) && (!logX || p.X > 0) && (!logY || p.Y > 0))
                .OrderBy(p => p.X)
                .ToList();
            if (points.Count == 0)
            {
                continue;
            }

            var xs = points.Select(p => logX ? Math.Log10(p.X) : p.X).ToArray();
            var ys = points.Select(p => logY ? Math.Log10(p.Y) : p.Y).ToArray();
            var scatter = plot.Add.Scatter(xs, ys, ChartPalette.Colour(line.Colour));
            scatter.LineWidth = 2;
            scatter.MarkerShape = ChartPalette.Marker(line.Marker);
            scatter.MarkerSize = points.Count <= MaxMarkedPoints ? 7 : 0;
            scatter.LegendText = line.Name;
            drawn++;
        }

        var allX = chart.Lines.SelectMany(l => l.Points.Select(p => p.X)).Where(double.IsFinite).ToList();
        var allY = chart.Lines.SelectMany(l => l.Points.Select(p => p.Y)).Where(double.IsFinite).ToList();
        if (logX)
        {
            var (min, max) = ValueAxis.Log(plot.Axes.Bottom, chart.XUnit, allX);
            plot.Axes.SetLimitsX(min, max);
        }
        else
        {
            ValueAxis.Linear(plot.Axes.Bottom, chart.XUnit);
        }

        if (logY)
        {
            var (min, max) = ValueAxis.Log(plot.Axes.Left, chart.YUnit, allY);
            plot.Axes.SetLimitsY(min, max);
        }
        else
        {
            // Counts and times are read from zero.
            ValueAxis.Linear(plot.Axes.Left, chart.YUnit);
            var top = allY.Count == 0 ? 1 : Math.Max(allY.Max(), 0);
            plot.Axes.SetLimitsY(Math.Min(0, allY.DefaultIfEmpty(0).Min()), top <= 0 ? 1 : top * 1.08);
        }

        plot.XLabel(chart.XLabel + (logX ? " (log scale)" : string.Empty));
        plot.YLabel(chart.YLabel + (logY ? " (log scale)" : string.Empty));
        var legendHeight = ChartStyle.LegendBelow(plot, drawn);
        return new DrawnChart(plot, ChartStyle.Width, 90 + PlotHeight + legendHeight);
    }
}
