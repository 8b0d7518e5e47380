namespace AsyncLab.Reporting.Charts;

internal static class LineChartRenderer
{
    private const double Width = 760;
    private const double Top = 42;
    private const double PlotHeight = 280;
    private const double Right = Width - 24;

    public static string Render(LineChart chart, bool standalone)
    {
        var x = chart.XScale;
        var y = chart.YScale;
        var yTicks = y.Ticks();
        var yLabels = yTicks.Select(t => TickFormat.Format(chart.YMetric, t)).ToList();
        var left = 40 + yLabels.Select(l => SvgDocument.TextWidth(l, 11)).DefaultIfEmpty(20).Max();
        var bottom = Top + PlotHeight;
        var legend = new ChartLegend(chart.Lines.Select(l => new LegendEntry(l.Name, ChartPalette.Colour(l.Colour), LegendMark.Line, ChartPalette.Dash(l.Dash))).ToList(), left, Right - left);
        var height = bottom + 46 + legend.Height + 8;

        var svg = new SvgDocument(Width, height, chart.Title, standalone);
        svg.Text(12, 22, chart.Title, size: 14, bold: true);
        for (var i = 0; i < yTicks.Count; i++)
        {
            var py = y.Map(yTicks[i], bottom, Top);
            svg.Line(left, py, Right, py, ChartPalette.Grid);
            svg.Text(left - 6, py + 4, yLabels[i], "end", 11, ChartPalette.MutedText);
        }

        foreach (var tick in x.Ticks())
        {
            var px = x.Map(tick, left, Right);
            svg.Line(px, Top, px, bottom, ChartPalette.Grid);
            svg.Text(px, bottom + 16, TickFormat.Format(chart.XMetric, tick), "middle", 11, ChartPalette.MutedText);
        }

        svg.Line(left, bottom, Right, bottom, ChartPalette.Axis);
        svg.Line(left, Top, left, bottom, ChartPalette.Axis);
        svg.Text((left + Right) / 2, bottom + 34, chart.XLabel + (x.Log ? " (log scale)" : string.Empty), "middle", 12, ChartPalette.MutedText);
        svg.Text(14, Top + (PlotHeight / 2), chart.YLabel + (y.Log ? " (log scale)" : string.Empty), "middle", 12, ChartPalette.MutedText, rotate: -90);

        foreach (var line in chart.Lines)
        {
            var colour = ChartPalette.Colour(line.Colour);
            var points = line.Points.OrderBy(p => p.X).Select(p => (X: x.Map(p.X, left, Right), Y: y.Map(p.Y, bottom, Top))).ToList();
            if (points.Count > 1)
            {
                svg.Polyline(points, colour, 2, ChartPalette.Dash(line.Dash));
            }

            // Markers only where points are few enough to tell apart; a long time series reads better as a plain line.
            if (line.Points.Count <= 40)
            {
                foreach (var point in line.Points.OrderBy(p => p.X))
                {
                    var tooltip = $"{line.Name}: {TickFormat.Format(chart.XMetric, point.X)} → {MetricFormat.Format(chart.YMetric, point.Y)}";
                    svg.Circle(x.Map(point.X, left, Right), y.Map(point.Y, bottom, Top), 3, colour, tooltip);
                }
            }
        }

        legend.Draw(svg, bottom + 46);
        return svg.ToString();
    }
}
