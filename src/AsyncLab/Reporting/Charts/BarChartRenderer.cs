namespace AsyncLab.Reporting.Charts;

internal static class BarChartRenderer
{
    private const double Width = 760;
    private const double Top = 42;
    private const double MaxLabelWidth = 250;
    private const double ValueRoom = 78;

    public static string Render(BarChart chart, bool standalone)
    {
        var seriesCount = Math.Max(1, chart.Series.Count);
        var barHeight = seriesCount == 1 ? 16 : 11;
        var rowHeight = (seriesCount * barHeight) + 8;
        var labelWidth = Math.Min(MaxLabelWidth, chart.Categories.Select(c => SvgDocument.TextWidth(c)).DefaultIfEmpty(40).Max() + 12);
        var left = labelWidth + 8;
        var right = Width - ValueRoom;
        var plotBottom = Top + (chart.Categories.Count * rowHeight);

        var values = chart.Series.SelectMany(s => s.Values.Concat(s.Published ?? [])).OfType<double>().ToList();
        var scale = AxisScale.Fit(values, fromZero: true, allowLog: false);
        var legend = new ChartLegend(LegendEntries(chart), left, right - left);
        var height = plotBottom + 44 + legend.Height + 8;

        var svg = new SvgDocument(Width, height, chart.Title, standalone);
        svg.Text(12, 22, chart.Title, size: 14, bold: true);
        foreach (var tick in scale.Ticks())
        {
            var x = scale.Map(tick, left, right);
            svg.Line(x, Top - 4, x, plotBottom, ChartPalette.Grid);
            svg.Text(x, plotBottom + 16, TickFormat.Format(chart.Metric, tick), "middle", 11, ChartPalette.MutedText);
        }

        var zero = scale.Map(0, left, right);
        for (var row = 0; row < chart.Categories.Count; row++)
        {
            var rowTop = Top + (row * rowHeight) + 4;
            svg.Text(left - 8, rowTop + ((rowHeight - 8) / 2) + 4, Shorten(chart.Categories[row]), "end");
            for (var s = 0; s < chart.Series.Count; s++)
            {
                DrawBar(svg, chart, chart.Series[s], s, row, scale, (left, right, zero), rowTop + (s * barHeight), barHeight - 2);
            }
        }

        svg.Line(zero, Top - 4, zero, plotBottom, ChartPalette.Axis);
        svg.Line(left, plotBottom, right, plotBottom, ChartPalette.Axis);
        svg.Text((left + right) / 2, plotBottom + 34, chart.ValueLabel, "middle", 12, ChartPalette.MutedText);
        legend.Draw(svg, plotBottom + 44);
        return svg.ToString();
    }

    private static void DrawBar(SvgDocument svg, BarChart chart, BarSeries series, int s, int row, AxisScale scale, (double Left, double Right, double Zero) x, double top, double thickness)
    {
        var category = chart.Categories[row];
        double? marker = series.Published is { } published && row < published.Count && published[row] is { } figure ? figure : null;
        if (row < series.Values.Count && series.Values[row] is { } value)
        {
            var end = scale.Map(value, x.Left, x.Right);
            var label = MetricFormat.Format(chart.Metric, value);
            svg.Rect(Math.Min(x.Zero, end), top, Math.Abs(end - x.Zero), thickness, ChartPalette.Colour(s), $"{category} · {series.Name}: {label}");

            // The value goes right of the bar, or right of the published mark when that lies just beyond the bar's end.
            var labelX = Math.Max(x.Zero, end) + 4;
            if (marker is { } m && scale.Map(m, x.Left, x.Right) is var mx && mx + 6 > labelX && mx - 6 < labelX + SvgDocument.TextWidth(label, 10.5))
            {
                labelX = mx + 9;
            }

            svg.Text(labelX, top + thickness - 2, label, size: 10.5, fill: ChartPalette.MutedText);
        }

        if (marker is { } mark)
        {
            svg.Diamond(scale.Map(mark, x.Left, x.Right), top + (thickness / 2), 6, ChartPalette.Published, $"{category} · published {series.Name}: {MetricFormat.Format(chart.Metric, mark)}");
        }
    }

    private static List<LegendEntry> LegendEntries(BarChart chart)
    {
        var entries = new List<LegendEntry>();
        if (chart.Series.Count > 1)
        {
            entries.AddRange(chart.Series.Select((s, i) => new LegendEntry(s.Name, ChartPalette.Colour(i), LegendMark.Bar)));
        }
        else if (chart.Series.Count == 1)
        {
            entries.Add(new LegendEntry("measured in this run", ChartPalette.Colour(0), LegendMark.Bar));
        }

        if (chart.Series.Any(s => s.Published?.Any(p => p is not null) == true))
        {
            entries.Add(new LegendEntry("published (the article, other hardware)", ChartPalette.Published, LegendMark.Published));
        }

        return entries;
    }

    private static string Shorten(string label)
    {
        var max = (int)(MaxLabelWidth / SvgDocument.TextWidth("x"));
        return label.Length <= max ? label : label[..(max - 1)] + "…";
    }
}
