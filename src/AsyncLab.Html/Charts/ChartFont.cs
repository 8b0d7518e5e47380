namespace AsyncLab.Html.Charts;

/// <summary>
/// The font the charts are measured and drawn with. ScottPlot lays out every label with the font's metrics, and the
/// SVG names the family, so the pick must exist here and be a common sans face where the report is read.
/// </summary>
public static class ChartFont
{
    private static readonly string[] Preferred = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Segoe UI", "Noto Sans"];

    private static readonly Lazy<string> Picked = new(() => Preferred.FirstOrDefault(Installed) ?? ScottPlot.Fonts.Sans);

    public static string Family => Picked.Value;

    /// <summary>The family list the SVG asks the reader's browser for: the measured face, then any sans face.</summary>
    /// <summary>True when the machine has the family itself, not a stand-in the font manager would substitute.</summary>
    public static bool Installed(string family) =>
        ScottPlot.Fonts.GetTypeface(family, bold: false, italic: false) is { } typeface
        && string.Equals(typeface.FamilyName, family, StringComparison.OrdinalIgnoreCase);

    /// <summary>
    /// The family list the SVG asks the reader's browser for: the measured face, then Verdana (on most desktops, and as
    /// wide as DejaVu Sans, so labels keep their places), then any sans face.
    /// </summary>
    public static string CssFamilies(string family) => family + ", Verdana, sans-serif";
}
