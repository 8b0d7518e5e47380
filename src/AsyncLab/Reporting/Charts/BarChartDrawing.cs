using AsyncLab.Html.Charts;
using AsyncLab.Results;
using ScottPlot;

namespace AsyncLab.Reporting.Charts;

/// <summary>Draws a <see cref="BarChart"/>: bars from zero labelled with their value, published figures as black diamonds.</summary>
internal static class BarChartDrawing
{
    private const float DiamondSize = 9;

    /// <summary>
    /// About how many pixels wide the plot area is, and a label's character: enough to tell whether a label would run
    /// into a mark.
    /// </summary>
    private const double PlotPixels = 600;
    private const double CharPixels = 6.5;

    public static DrawnChart Draw(BarChart chart)
    {
        var plot = ChartStyle.NewPlot(chart.Title);
        var rows = chart.Categories.Count;
        var seriesCount = Math.Max(1, chart.Series.Count);
        var slot = 0.8 / seriesCount;
        var bars = new List<Bar>();
        var labels = new List<(string Text, double Value, double? Mark, double Y)>();
        var published = new List<Coordinates>();
        for (var s = 0; s < chart.Series.Count; s++)
        {
            var series = chart.Series[s];
            for (var row = 0; row < rows; row++)
            {
                // The series of a row stack top to bottom in legend order.
                var position = ChartStyle.Row(row, rows) + 0.4 - (slot * (s + 0.5));
                double? mark = series.Published is { } figures && row < figures.Count && figures[row] is { } figure ? figure : null;
                if (mark is { } m)
                {
                    published.Add(new Coordinates(m, position));
                }

                if (row < series.Values.Count && series.Values[row] is { } value)
                {
                    bars.Add(new Bar
                    {
                        Position = position,
                        Value = value,
                        Size = slot * 0.85,
                        FillColor = ChartPalette.Colour(s),
                        LineWidth = 0,
                        Orientation = Orientation.Horizontal,
                    });

                    labels.Add((chart.Unit.Format(value), value, mark, position));
                }
            }
        }

        plot.Add.Bars(bars).Horizontal = true;
        var values = bars.Select(b => b.Value).Concat(published.Select(p => p.X)).DefaultIfEmpty(1).ToList();
        var (min, max) = (Math.Min(values.Min(), 0), Math.Max(values.Max(), 0));

        // Room on the right for the value written after the longest bar.
        max = max <= 0 ? 1 : max * 1.2;
        plot.Axes.SetLimitsX(min, max);
        var perPixel = (max - min) / PlotPixels;
        foreach (var (text, value, mark, y) in labels)
        {
            // The value goes right of the bar, or right of the published mark when the mark would sit on the text.
            var end = Math.Max(value, 0);
            var covered = mark is { } m
                && m > end - (DiamondSize * perPixel)
                && m < end + ((text.Length * CharPixels + DiamondSize) * perPixel);
            var label = plot.Add.Text(text, covered ? mark!.Value : end, y);
            label.Alignment = Alignment.MiddleLeft;
            label.OffsetX = DiamondSize;
            label.LabelFontSize = 10.5f;
            label.LabelFontColor = ChartPalette.MutedText;
        }

        if (published.Count > 0)
        {
            plot.Add.Markers(published, MarkerShape.FilledDiamond, DiamondSize, ChartPalette.Published);
        }

        var legend = Legend(plot, chart, published.Count > 0);
        ChartStyle.Categories(plot, chart.Categories);
        ValueAxis.Linear(plot.Axes.Bottom, chart.Unit);
        plot.XLabel(chart.ValueLabel);
        var height = 110 + (rows * ((seriesCount * 15) + 8)) + ChartStyle.LegendBelow(plot, legend);
        return new DrawnChart(plot, ChartStyle.Width, height);
    }

    private static int Legend(Plot plot, BarChart chart, bool published)
    {
        for (var s = 0; s < chart.Series.Count; s++)
        {
            var label = chart.Series.Count == 1 ? "measured in this run" : chart.Series[s].Name;
            plot.Legend.ManualItems.Add(new LegendItem { LabelText = label, FillColor = ChartPalette.Colour(s) });
        }

        if (published)
        {
            plot.Legend.ManualItems.Add(new LegendItem
            {
                LabelText = chart.PublishedSetup is { } setup
                    ? $"published (the article, other hardware; {setup})"
                    : "published (the article, other hardware)",
                MarkerShape = MarkerShape.FilledDiamond,
                MarkerSize = DiamondSize,
                MarkerFillColor = ChartPalette.Published,
                MarkerLineColor = ChartPalette.Published,
                LineWidth = 0,
            });
        }

        return plot.Legend.ManualItems.Count;
    }
}
