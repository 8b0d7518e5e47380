using System.Text.RegularExpressions;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// A claim in plain words, read from what results.json holds about it alone (statement, published figure, interval,
/// verdict, why): the article's figure, this run's, and the sentence a developer would say out loud. Both reports lead a
/// claim with it and keep the formula, interval and departures for a second look.
/// </summary>
public sealed partial record ClaimFinding(ClaimResult Claim, string Statement, string? Article, string Here, string Sentence)
{
    public static ClaimFinding Of(ClaimResult claim, string runtime)
    {
        var unit = claim.Interval is { } i ? ClaimIntervalUnits.Parse(i.Unit) : null;
        var article = ArticleFigure(claim.Published, unit);
        var here = HereFigure(claim, unit);

        // Against the article's own share (+16 %) the run's reads best as a share too; against a band, in the band's unit.
        if (unit == MetricUnit.Ratio && article?.EndsWith('%') == true && claim.Verdict is Verdict.Holds or Verdict.Differs
            && Share(claim.Interval!.Point) is { } share)
        {
            here = share;
        }

        return new ClaimFinding(claim, FirstSentence(claim.Statement), article, here, Say(claim, unit, article, here, runtime));
    }

    /// <summary>The statement's first sentence: a line; the rest of it is in the claim's details.</summary>
    private static string FirstSentence(string statement)
    {
        var end = statement.IndexOf(". ", StringComparison.Ordinal);
        return end < 0 ? statement.TrimEnd() : statement[..(end + 1)];
    }

    /// <summary>
    /// The article's figure as it leads its published text ("1.16×" of "1.16× (table 1: …)"); a short text such as
    /// "deadlock" as it is; null where the article gives none.
    /// </summary>
    private static string? ArticleFigure(string published, MetricUnit? unit)
    {
        if (published.StartsWith("not ", StringComparison.Ordinal) || published is "" or "—")
        {
            return null;
        }

        // The first figure in the claim's own unit: "296 B" of "+4.1 µs (table 3: …), 296 B" for a claim judged on bytes.
        var figure = unit is { } u && Suffix(u) is { } suffix
            && Regex.Match(published, FigurePattern + Regex.Escape(suffix) + @"(?!\w)") is { Success: true } m
                ? m.Value.Trim()
                : published.Split(" (", 2)[0].Trim();
        if (!figure.Any(char.IsAsciiDigit))
        {
            return unit == MetricUnit.Flag ? figure : null;
        }

        if (unit == MetricUnit.Ratio && LeadingRatio().Match(figure) is { Success: true } ratio
            && double.TryParse(ratio.Groups[1].Value, System.Globalization.CultureInfo.InvariantCulture, out var value))
        {
            return Share(value) ?? figure;
        }

        return figure.Length <= 40 ? figure : figure[..37].TrimEnd() + "…";
    }

    /// <summary>A number as the articles print it, with the comparison it may carry ("> 0", "≈ 1.16"), before its unit.</summary>
    private const string FigurePattern = @"(?<![\w.])(?:[<>≤≥≈~]\s*)?([−-]?\d+(?:[.,]\d+)?)\s*";

    /// <summary>What a figure in the unit ends with in the articles' published texts; null for units printed bare.</summary>
    private static string? Suffix(MetricUnit unit) => unit switch
    {
        MetricUnit.Ratio => "×",
        MetricUnit.Bytes => "B",
        MetricUnit.WorkUnits => "U",
        MetricUnit.Fraction => "%",
        _ => null,
    };

    /// <summary>This run's figure: the interval's point in the claim's unit, with the digits that tell it from the band's
    /// edges; the measured text where the claim has no interval.</summary>
    private static string HereFigure(ClaimResult claim, MetricUnit? unit)
    {
        if (claim.Verdict == Verdict.NotMeasured || claim.Interval is not { } interval || unit is not { } u
            || !double.IsFinite(interval.Point))
        {
            return claim.Measured.Split("; ", 2)[0];
        }

        return CrossingDigits.Format(u, interval.Point, interval);
    }

    /// <summary>A ratio near 1 as the share a developer says (+5 %, −33 %); null past 2× or under 0.5×, where "×" reads
    /// better.</summary>
    private static string? Share(double ratio)
    {
        if (ratio is < 0.5 or >= 2)
        {
            return null;
        }

        var percent = (ratio - 1) * 100;
        var text = Math.Abs(percent).ToString(Math.Abs(percent) < 10 ? "0.#" : "0", System.Globalization.CultureInfo.InvariantCulture);
        return text == "0" ? "±0 %" : (percent > 0 ? "+" : "−") + text + " %";
    }

    private static string Say(ClaimResult claim, MetricUnit? unit, string? article, string here, string runtime)
    {
        var band = claim.Interval is { } i && unit is { } u ? BandText(i, u) : null;

        if (unit == MetricUnit.Flag)
        {
            return claim.Verdict == Verdict.Holds
                ? $"On {runtime} it holds: {here} here" + (article is null ? "." : $", as the article says ({article}).")
                : Say(claim, null, article, here, runtime);
        }

        var against = article is not null ? $"{here} here, {article} in the article"
            : band is not null ? $"{here} here, against {band}"
            : here + " here";
        return claim.Verdict switch
        {
            Verdict.Holds => $"On {runtime} it holds: {against}.",
            Verdict.Differs => $"On {runtime} the direction holds but not the size: {against}.",
            Verdict.Refuted => $"On {runtime} it does not hold: {here} here" + (band is null ? "." : $", where it needs {band}."),
            Verdict.Borderline => $"On {runtime} it sits on the edge: {here} here against {band}, within what the article's words allow.",
            Verdict.Splits =>
                $"On {runtime} it depends on the machine's state: the launches split, one mode inside {band} and one outside.",
            Verdict.Inconclusive => $"Too close to call in this run: {here} here against {band}" + Decider(claim.Why) + ".",
            _ => "Not measured in this run" + Reason(claim.Why) + ".",
        };
    }

    /// <summary>The band the claim holds in, short: "1.13×–1.18×", "≤ 0.99×", "≥ 2.00×".</summary>
    public static string BandText(ClaimInterval interval, MetricUnit unit) =>
        (double.IsNegativeInfinity(interval.BandLow), double.IsPositiveInfinity(interval.BandHigh)) switch
        {
            (true, false) => "≤ " + CrossingDigits.Edge(unit, interval.BandHigh, interval),
            (false, true) => "≥ " + CrossingDigits.Edge(unit, interval.BandLow, interval),
            _ when interval.BandLow.Equals(interval.BandHigh) => CrossingDigits.Edge(unit, interval.BandLow, interval),
            _ => CrossingDigits.Edge(unit, interval.BandLow, interval) + "–" + CrossingDigits.Edge(unit, interval.BandHigh, interval),
        };

    /// <summary>What the why says would decide an inconclusive claim: more launches, or the profile that runs the article's
    /// setup.</summary>
    private static string Decider(string why)
    {
        if (WouldDecide().Match(why) is { Success: true } launches)
        {
            return "; " + launches.Value;
        }

        if (NeedsMore().Match(why) is { Success: true } more)
        {
            return "; " + more.Value;
        }

        return FullProfile().Match(why) is { Success: true } full ? "; " + full.Value : string.Empty;
    }

    /// <summary>Why the claim was not measured, from its why: "needs ≥ 10 cores, the article's (this machine has 2)".</summary>
    private static string Reason(string why)
    {
        var text = NotMeasuredPrefix().Replace(why, string.Empty, 1);
        var end = text.IndexOfAny([';', ':']);
        text = (end < 0 ? text : text[..end]).Trim().TrimEnd('.');
        return text.Length is 0 or > 120 || text == why ? string.Empty : ": " + text;
    }

    [GeneratedRegex(@"^[≈~]?\s*(\d+(?:\.\d+)?)\s*×$")]
    private static partial Regex LeadingRatio();

    [GeneratedRegex(@"`--launches \d+` would decide")]
    private static partial Regex WouldDecide();

    [GeneratedRegex(@"more than \d+ launches would be needed")]
    private static partial Regex NeedsMore();

    [GeneratedRegex(@"the full profile runs [^)]*")]
    private static partial Regex FullProfile();

    [GeneratedRegex(@"^not measured( in this run)?:\s*")]
    private static partial Regex NotMeasuredPrefix();
}
