using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>A verdict in the console's markup (Spectre.Console), one colour a verdict in every table the lab prints.</summary>
public static class VerdictMarkup
{
    /// <summary>The verdict's name in its colour.</summary>
    public static string Of(Verdict verdict) => $"[{Colour(verdict)}]{verdict.Name()}[/]";

    public static string Colour(Verdict verdict) => verdict switch
    {
        Verdict.Holds => "green",
        Verdict.Differs => "yellow",
        Verdict.Refuted => "red",
        Verdict.Inconclusive => "blue",
        Verdict.Borderline => "aqua",
        Verdict.Splits => "fuchsia",
        _ => "grey",
    };
}
