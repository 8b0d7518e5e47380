using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Cli;

/// <summary>
/// The closing summary a terminal shows after a run: one line per claim (verdict, claim, the figure its verdict turned on),
/// grouped by experiment, and for a claim that does not hold the first part of its why line after it, cut to the line's
/// width, so the whole summary fits a screen. The full tables are in report.md and report.html, and on the console with
/// <c>run --verbose</c>.
/// </summary>
public static class ClaimSummary
{
    /// <summary>The width a summary line is cut to (the console's width when its output is redirected).</summary>
    public const int LineWidth = 160;

    /// <summary>The summary's lines, each with the verdict it is about (for colour), none for an experiment without claims.</summary>
    public static IReadOnlyList<(Verdict? Verdict, string Text)> Lines(ResultsDocument document)
    {
        var lines = new List<(Verdict?, string)>();
        foreach (var experiment in document.Experiments.Where(e => e.Claims.Count > 0))
        {
            lines.Add((null, $"{experiment.Id} ({experiment.Status.ToString().ToLowerInvariant()})"));
            var width = experiment.Claims.Max(c => c.Id.Length);
            foreach (var claim in experiment.Claims)
            {
                var line = $"  {claim.Verdict.Name(),-13}{claim.Id.PadRight(width)}  {Figure(claim)}";
                lines.Add((
                    claim.Verdict,
                    claim.Verdict == Verdict.Holds ? line : Shorten($"{line}  — {FirstPart(claim.Why)}", LineWidth)));
            }
        }

        return lines;
    }

    /// <summary>The figure a verdict was read from: the interval's point and ends in the claim's unit, else what was measured.</summary>
    public static string Figure(ClaimResult claim)
    {
        if (claim.Interval is { } interval && ClaimIntervalUnits.Parse(interval.Unit) is { } unit)
        {
            return new Estimate(interval.Low, interval.Point, interval.High).Format(unit);
        }

        return Shorten(claim.Measured, 40);
    }

    /// <summary>The why line up to its first "; ": the part that decided the verdict comes first.</summary>
    private static string FirstPart(string why)
    {
        var flat = why.ReplaceLineEndings(" ");
        var cut = flat.IndexOf("; ", StringComparison.Ordinal);
        return cut > 0 ? flat[..cut] + " …" : flat;
    }

    private static string Shorten(string text, int length) => text.Length <= length ? text : text[..(length - 1)] + "…";
}
