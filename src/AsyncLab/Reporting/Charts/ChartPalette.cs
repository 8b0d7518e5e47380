namespace AsyncLab.Reporting.Charts;

/// <summary>
/// Colours and dash patterns for lines and bars. The colours are the Okabe-Ito set, which stays distinguishable
/// for the common forms of colour blindness; dashes tell apart lines of the same colour.
/// </summary>
public static class ChartPalette
{
    public const string Published = "#111111";
    public const string Grid = "#e6e6e6";
    public const string Axis = "#888888";
    public const string MutedText = "#555555";

    private static readonly string[] Colours =
    [
        "#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9", "#b8a200", "#7f7f7f", "#332288", "#882255",
    ];

    private static readonly string[] Dashes = [string.Empty, "7 4", "2 3", "10 3 2 3", "4 2 1 2 1 2"];

    public static string Colour(int index) => Colours[index % Colours.Length];

    public static string Dash(int index) => Dashes[index % Dashes.Length];
}
