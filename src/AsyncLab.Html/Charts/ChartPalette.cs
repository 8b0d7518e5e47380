using ScottPlot;

namespace AsyncLab.Html.Charts;

/// <summary>
/// Colours and marker shapes for lines and bars. The colours are the Okabe-Ito set, which stays distinguishable
/// for the common forms of colour blindness; marker shapes tell apart lines of the same colour (not dashes: Skia's
/// SVG writer cannot express a dash pattern and cuts every dashed line into hundreds of small segments). Verdict
/// colours are the report's own, so a forest plot reads like the claims table beside it.
/// </summary>
public static class ChartPalette
{
    public static readonly Color Published = Color.FromHex("#111111");
    public static readonly Color Text = Color.FromHex("#222222");
    public static readonly Color MutedText = Color.FromHex("#555555");
    public static readonly Color Grid = Color.FromHex("#e6e6e6");
    public static readonly Color Band = Color.FromHex("#1a7f37").WithAlpha(0.13);

    private static readonly Color[] Colours =
    [
        .. new[]
        {
            "#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9", "#b8a200", "#7f7f7f", "#332288", "#882255",
        }.Select(Color.FromHex),
    ];

    private static readonly MarkerShape[] Markers =
    [
        MarkerShape.FilledCircle, MarkerShape.OpenSquare, MarkerShape.FilledTriangleUp, MarkerShape.OpenDiamond, MarkerShape.Eks,
        MarkerShape.OpenTriangleDown,
    ];

    public static Color Colour(int index) => Colours[index % Colours.Length];

    public static MarkerShape Marker(int index) => Markers[index % Markers.Length];

    /// <summary>The report's colour for a verdict name (holds, differs, refuted, not-measured); grey for anything else.</summary>
    public static Color Verdict(string verdict) => Color.FromHex(verdict switch
    {
        "holds" => "#1a7f37",
        "differs" => "#9a6700",
        "refuted" => "#cf222e",
        "inconclusive" => "#6f42c1",
        "borderline" => "#0a7ea4",
        "splits" => "#bf3989",
        _ => "#6e7781",
    });
}
