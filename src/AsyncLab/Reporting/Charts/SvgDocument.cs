using System.Globalization;
using System.Text;

namespace AsyncLab.Reporting.Charts;

/// <summary>
/// A minimal SVG writer. Coordinates are written with one decimal in the invariant culture, so the same chart
/// gives byte-identical files on every machine (the report snapshots depend on it).
/// </summary>
public sealed class SvgDocument
{
    private const string FontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";
    private readonly StringBuilder svg = new();

    /// <param name="standalone">A file of its own needs the SVG namespace; SVG inlined in HTML does not, and leaving it out keeps the page free of any URL.</param>
    public SvgDocument(double width, double height, string title, bool standalone)
    {
        svg.Append("<svg");
        if (standalone)
        {
            svg.Append(" xmlns=\"http://www.w3.org/2000/svg\"");
        }

        svg.Append(CultureInfo.InvariantCulture, $" width=\"{N(width)}\" height=\"{N(height)}\" viewBox=\"0 0 {N(width)} {N(height)}\"");
        svg.Append(CultureInfo.InvariantCulture, $" role=\"img\" font-family=\"{FontFamily}\" font-size=\"12\">\n");
        svg.Append(CultureInfo.InvariantCulture, $"<title>{Escape(title)}</title>\n");
        Rect(0, 0, width, height, "#ffffff");
    }

    public static string N(double value) => Math.Round(value, 1).ToString("0.#", CultureInfo.InvariantCulture);

    public static string Escape(string text) => MarkupText.Escape(text);

    /// <summary>Text width in pixels at <paramref name="size"/>, estimated: the renderer has no font metrics, so it errs wide.</summary>
    public static double TextWidth(string text, double size = 12) => text.Length * size * 0.58;

    public void Rect(double x, double y, double width, double height, string fill, string? tooltip = null)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<rect x=\"{N(x)}\" y=\"{N(y)}\" width=\"{N(Math.Max(0, width))}\" height=\"{N(Math.Max(0, height))}\" fill=\"{fill}\"");
        CloseWithTooltip(tooltip, "rect");
    }

    public void Line(double x1, double y1, double x2, double y2, string stroke, double strokeWidth = 1, string? dash = null)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<line x1=\"{N(x1)}\" y1=\"{N(y1)}\" x2=\"{N(x2)}\" y2=\"{N(y2)}\" stroke=\"{stroke}\" stroke-width=\"{N(strokeWidth)}\"");
        AppendDash(dash);
        svg.Append("/>\n");
    }

    public void Polyline(IEnumerable<(double X, double Y)> points, string stroke, double strokeWidth, string? dash)
    {
        var coordinates = string.Join(" ", points.Select(p => N(p.X) + "," + N(p.Y)));
        svg.Append(CultureInfo.InvariantCulture, $"<polyline points=\"{coordinates}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{N(strokeWidth)}\" stroke-linejoin=\"round\"");
        AppendDash(dash);
        svg.Append("/>\n");
    }

    public void Circle(double cx, double cy, double r, string fill, string? tooltip = null)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<circle cx=\"{N(cx)}\" cy=\"{N(cy)}\" r=\"{N(r)}\" fill=\"{fill}\"");
        CloseWithTooltip(tooltip, "circle");
    }

    /// <summary>A diamond centred on (x, y): the mark for a published figure.</summary>
    public void Diamond(double x, double y, double half, string fill, string? tooltip = null)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<path d=\"M{N(x)} {N(y - half)}L{N(x + half)} {N(y)}L{N(x)} {N(y + half)}L{N(x - half)} {N(y)}Z\" fill=\"{fill}\" stroke=\"#ffffff\" stroke-width=\"1\"");
        CloseWithTooltip(tooltip, "path");
    }

    public void Text(double x, double y, string text, string anchor = "start", double size = 12, string fill = "#222222", bool bold = false, double rotate = 0)
    {
        svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{N(x)}\" y=\"{N(y)}\" text-anchor=\"{anchor}\" fill=\"{fill}\"");
        if (Math.Abs(size - 12) > 0.01)
        {
            svg.Append(CultureInfo.InvariantCulture, $" font-size=\"{N(size)}\"");
        }

        if (bold)
        {
            svg.Append(" font-weight=\"600\"");
        }

        if (rotate != 0)
        {
            svg.Append(CultureInfo.InvariantCulture, $" transform=\"rotate({N(rotate)} {N(x)} {N(y)})\"");
        }

        svg.Append('>').Append(Escape(text)).Append("</text>\n");
    }

    public override string ToString() => svg + "</svg>\n";

    private void AppendDash(string? dash)
    {
        if (!string.IsNullOrEmpty(dash))
        {
            svg.Append(CultureInfo.InvariantCulture, $" stroke-dasharray=\"{dash}\"");
        }
    }

    private void CloseWithTooltip(string? tooltip, string element)
    {
        if (tooltip is null)
        {
            svg.Append("/>\n");
            return;
        }

        svg.Append("><title>").Append(Escape(tooltip)).Append("</title></").Append(element).Append(">\n");
    }
}
