namespace AsyncLab.Reporting.Charts;

public enum LegendMark
{
    Bar,
    Line,
    Published,
}

public sealed record LegendEntry(string Label, string Colour, LegendMark Mark, string? Dash = null);

/// <summary>A legend that flows left to right and wraps, drawn under the plot so long labels never cover data.</summary>
public sealed class ChartLegend
{
    private const double RowHeight = 18;
    private const double SwatchWidth = 22;
    private readonly List<(LegendEntry Entry, double X, int Row)> placed = [];

    public ChartLegend(IReadOnlyList<LegendEntry> entries, double left, double width)
    {
        var x = left;
        var row = 0;
        foreach (var entry in entries)
        {
            var entryWidth = SwatchWidth + 6 + SvgDocument.TextWidth(entry.Label, 11) + 18;
            if (x + entryWidth > left + width && x > left)
            {
                row++;
                x = left;
            }

            placed.Add((entry, x, row));
            x += entryWidth;
        }
    }

    public double Height => placed.Count == 0 ? 0 : ((placed[^1].Row + 1) * RowHeight) + 4;

    public void Draw(SvgDocument svg, double top)
    {
        foreach (var (entry, x, row) in placed)
        {
            var y = top + (row * RowHeight) + 9;
            switch (entry.Mark)
            {
                case LegendMark.Bar:
                    svg.Rect(x, y - 5, SwatchWidth, 10, entry.Colour);
                    break;
                case LegendMark.Published:
                    svg.Diamond(x + (SwatchWidth / 2), y, 5, entry.Colour);
                    break;
                default:
                    svg.Line(x, y, x + SwatchWidth, y, entry.Colour, 2.5, entry.Dash);
                    break;
            }

            svg.Text(x + SwatchWidth + 6, y + 4, entry.Label, size: 11);
        }
    }
}
