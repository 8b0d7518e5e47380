using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;

namespace AsyncLab.Html.Charts;

/// <summary>
/// Renders a chart to SVG with ScottPlot and makes the markup fit for the report. ScottPlot's SVG is a file of its
/// own: its clip paths have ids that repeat from chart to chart (several charts inline in one page would clip each
/// other), it has no viewBox (so it cannot shrink with the page), and it names one font family only. It is also
/// verbose: eight digits per coordinate, the font named on every label, SVG's defaults restated on every path;
/// rounding to a hundredth of a pixel, naming the font once on the root and dropping the defaults draw the same.
/// </summary>
public static partial class ChartSvg
{
    private const string SvgNamespace = "http://www.w3.org/2000/svg";

    /// <param name="id">Unique within the page: every id inside the SVG is prefixed with it.</param>
    /// <param name="standalone">
    /// True for an .svg file of its own (XML declaration and namespace), false for SVG inlined in HTML, which needs
    /// neither and so carries no URL at all.
    /// </param>
    public static string Render(IChart chart, string id, bool standalone)
    {
        string xml;
        int width, height;
        try
        {
            using var drawn = chart.Draw();
            (width, height) = (drawn.Width, drawn.Height);
            xml = drawn.Plot.GetSvgXml(width, height);
        }
        catch (Exception ex) when (ex is InvalidOperationException or NotImplementedException or ArgumentException or ArithmeticException)
        {
            // A chart the library cannot draw must not cost the run its report: the figure says what went wrong instead.
            (width, height) = (ChartStyle.Width, 60);
            var text = MarkupText.Escape($"{chart.Title}: not drawn ({ex.GetType().Name}: {ex.Message.ReplaceLineEndings(" ")})");
            xml = $"<svg width=\"{width}\" height=\"{height}\">" +
                $"<text x=\"12\" y=\"34\" font-size=\"13\" font-family=\"{ChartFont.Family}\" fill=\"#cf222e\">{text}</text></svg>";
        }

        return Tidy(xml, chart.Title, id, width, height, standalone);
    }

    internal static string Tidy(string xml, string title, string id, int width, int height, bool standalone)
    {
        var open = RootElement().Match(xml);
        if (!open.Success)
        {
            throw new InvalidOperationException("ScottPlot's output has no <svg> element");
        }

        var body = xml[(open.Index + open.Length)..];
        body = PrefixIds(body, id);
        var family = FontFamily().Match(body) is { Success: true } named ? named.Groups[1].Value : ChartFont.Family;
        body = FontFamily().Replace(
            body, m => m.Groups[1].Value == family ? string.Empty : $" font-family=\"{ChartFont.CssFamilies(m.Groups[1].Value)}\"");
        body = AttributeValue().Replace(body, m => m.Groups[1].Value + LongNumber().Replace(m.Groups[2].Value, Round) + "\"");
        body = Indentation().Replace(body, "\n");
        body = DefaultStroke().Replace(body, string.Empty);

        // Skia ends each per-glyph coordinate list with ", ", which a strict SVG parser rejects.
        body = TrailingListSeparator().Replace(body, "$1\"");

        var svg = new StringBuilder();
        if (standalone)
        {
            svg.Append("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
        }

        svg.Append("<svg");
        if (standalone)
        {
            svg.Append(CultureInfo.InvariantCulture, $" xmlns=\"{SvgNamespace}\"");
        }

        svg.Append(CultureInfo.InvariantCulture,
            $" id=\"{id}\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" " +
            $"font-family=\"{ChartFont.CssFamilies(family)}\" role=\"img\" aria-labelledby=\"{id}-title\">\n");
        svg.Append(CultureInfo.InvariantCulture, $"<title id=\"{id}-title\">{MarkupText.Escape(title)}</title>");
        svg.Append(body.TrimEnd()).Append('\n');
        return svg.ToString();
    }

    /// <summary>
    /// Renames every id (and each reference to it) to "&lt;prefix&gt;-&lt;n&gt;", numbered in order of appearance, so
    /// the same chart always gives the same text.
    /// </summary>
    private static string PrefixIds(string body, string prefix)
    {
        var renamed = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (Match match in IdAttribute().Matches(body))
        {
            renamed.TryAdd(match.Groups[1].Value, string.Create(CultureInfo.InvariantCulture, $"{prefix}-{renamed.Count + 1}"));
        }

        if (renamed.Count == 0)
        {
            return body;
        }

        body = IdAttribute().Replace(body, m => $"id=\"{renamed[m.Groups[1].Value]}\"");
        return FragmentReference().Replace(
            body, m => renamed.TryGetValue(m.Groups[2].Value, out var name) ? m.Groups[1].Value + name + m.Groups[3].Value : m.Value);
    }

    private static string Round(Match number) =>
        Math.Round(double.Parse(number.Value, CultureInfo.InvariantCulture), 2).ToString("0.##", CultureInfo.InvariantCulture);

    [GeneratedRegex(@"<svg\b[^>]*>")]
    private static partial Regex RootElement();

    [GeneratedRegex("\\bid=\"([^\"]+)\"")]
    private static partial Regex IdAttribute();

    [GeneratedRegex("(url\\(#|href=\"#)([^)\"]+)([)\"])")]
    private static partial Regex FragmentReference();

    [GeneratedRegex(" font-family=\"([^\"]+)\"")]
    private static partial Regex FontFamily();

    /// <summary>An attribute's value, up to its closing quote (group 1: name and opening quote, group 2: the value).</summary>
    [GeneratedRegex("(\\s[\\w:-]+=\")([^\"<>]*)\"")]
    private static partial Regex AttributeValue();

    [GeneratedRegex(@"-?\d+\.\d{3,}")]
    private static partial Regex LongNumber();

    /// <summary>Attributes Skia writes on every path that only restate SVG's defaults.</summary>
    [GeneratedRegex(@" stroke-(?:miterlimit=""4""|width=""1"")(?=[ />])")]
    private static partial Regex DefaultStroke();

    [GeneratedRegex(@"\n[\t ]+")]
    private static partial Regex Indentation();

    [GeneratedRegex(@"(\s[xy]=""[^""]*?),\s*""")]
    private static partial Regex TrailingListSeparator();
}
