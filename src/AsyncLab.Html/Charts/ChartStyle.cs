using ScottPlot;

namespace AsyncLab.Html.Charts;

/// <summary>
/// The look every chart shares: one width (the report's column), the lab's font, quiet axes and grid, a legend under
/// the plot.
/// </summary>
public static class ChartStyle
{
    public const int Width = 760;

    /// <summary>Pixels a legend row below the plot takes, and how many entries fit in a row (it wraps after that).</summary>
    private const int LegendRowHeight = 22;
    private const int LegendEntriesPerRow = 4;

    public static Plot NewPlot(string title)
    {
        var plot = new Plot();
        plot.Font.Set(ChartFont.Family);
        plot.Title(title, 15);
        plot.Axes.Title.Label.ForeColor = ChartPalette.Text;
        plot.Grid.MajorLineColor = ChartPalette.Grid;
        foreach (var axis in plot.Axes.GetAxes())
        {
            axis.Label.FontSize = 13;
            axis.Label.Bold = false;
            axis.Label.ForeColor = ChartPalette.MutedText;
            axis.TickLabelStyle.FontSize = 11;
            axis.TickLabelStyle.ForeColor = ChartPalette.MutedText;
        }

        return plot;
    }

    /// <summary>Puts the legend under the plot, where long labels never cover data; returns the height it needs.</summary>
    public static int LegendBelow(Plot plot, int entries)
    {
        if (entries == 0)
        {
            plot.HideLegend();
            return 0;
        }

        plot.ShowLegend(Edge.Bottom);
        plot.Legend.FontName = ChartFont.Family;
        plot.Legend.FontSize = 11;
        plot.Legend.OutlineWidth = 0;
        plot.Legend.ShadowOffset = new PixelOffset(0, 0);
        plot.Legend.ShadowColor = Colors.Transparent;
        return 12 + (LegendRowHeight * (int)Math.Ceiling(entries / (double)LegendEntriesPerRow));
    }

    /// <summary>A category axis: one label per row, top to bottom, without tick marks or grid lines across the bars.</summary>
    public static void Categories(Plot plot, IReadOnlyList<string> labels)
    {
        var positions = Enumerable.Range(0, labels.Count).Select(i => Row(i, labels.Count)).ToArray();
        plot.Axes.Left.SetTicks(positions, labels.Select(Shorten).ToArray());
        plot.Axes.Left.MajorTickStyle.Length = 0;
        plot.Axes.Left.TickLabelStyle.FontSize = 11.5f;
        plot.Axes.Left.TickLabelStyle.ForeColor = ChartPalette.Text;
        plot.Grid.YAxisStyle.MajorLineStyle.Width = 0;
        plot.Axes.SetLimitsY(-0.6, labels.Count - 0.4);
    }

    /// <summary>The y position of row <paramref name="index"/>: the first row at the top.</summary>
    public static double Row(int index, int count) => count - 1 - index;

    private static string Shorten(string label) => label.Length <= 44 ? label : label[..43] + "…";
}
