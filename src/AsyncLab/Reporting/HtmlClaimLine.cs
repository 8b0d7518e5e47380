using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using AsyncLab.Results;
using static AsyncLab.Html.HtmlPage;

namespace AsyncLab.Reporting;

/// <summary>
/// A claim in report.html: the finding in plain words (verdict, the article's statement on one line, the sentence with both
/// figures) as the summary a reader sees; the formula, interval, departures, parts and cells folded under it.
/// </summary>
internal static partial class HtmlClaimLine
{
    /// <summary>The claim where it is judged, in its experiment: the anchor every other mention links to.</summary>
    public static void Append(StringBuilder html, ClaimFinding finding)
    {
        var claim = finding.Claim;
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<details class=\"claim {claim.Verdict.Name()}\" id=\"{Anchor(claim.Id)}\"><summary>{Line(finding)}</summary>");
        html.AppendLine("<dl class=\"facts\">");
        Fact(html, "claim", $"<code>{E(claim.Id)}</code> · {E(claim.ProvenanceText())}");
        if (claim.Statement != finding.Statement)
        {
            Fact(html, "statement", E(claim.Statement));
        }

        if (VerdictText.Quote(claim.Id) is var quote && quote != "—")
        {
            Fact(html, "the article says", E(quote));
        }

        Fact(html, "published", E(claim.Published));
        Fact(html, "holds when", E(claim.HoldsWhen ?? "—"));
        Fact(html, "measured", E(claim.Measured));
        Fact(html, "why", E(claim.Why));
        html.AppendLine("</dl>");
        Folded(html, claim.Parts, "other part");
        if (claim.Provenance?.Kind == ProvenanceKind.Seed)
        {
            Folded(html, claim.Cells, "cell", "read from ");
        }

        html.AppendLine("</details>");
    }

    /// <summary>A mention of the claim elsewhere (the headlines, the lists of the summary): the same line, linked to the claim.</summary>
    public static string Link(ClaimFinding finding) =>
        $"<a class=\"claim-link\" href=\"#{Anchor(finding.Claim.Id)}\">{Line(finding)}</a>";

    private static string Line(ClaimFinding finding)
    {
        var verdict = finding.Claim.Verdict.Name();
        return $"<span class=\"v {verdict}\">{verdict}</span> <span class=\"st\">{E(finding.Statement)}</span>" +
            $"<span class=\"say\">{Sentence(finding)}</span>";
    }

    /// <summary>The sentence, its two figures in bold so the eye finds them, an option to type in code.</summary>
    private static string Sentence(ClaimFinding finding)
    {
        var sentence = E(finding.Sentence);
        foreach (var figure in new[] { finding.Here, finding.Article }.OfType<string>().Distinct())
        {
            var escaped = E(figure);
            var at = sentence.IndexOf(escaped, StringComparison.Ordinal);
            if (escaped.Length > 0 && at >= 0)
            {
                sentence = sentence[..at] + "<b>" + escaped + "</b>" + sentence[(at + escaped.Length)..];
            }
        }

        return CodeSpan().Replace(sentence, "<code>$1</code>");
    }

    [GeneratedRegex("`([^`]+)`")]
    private static partial Regex CodeSpan();

    private static void Fact(StringBuilder html, string key, string value) =>
        html.AppendLine(CultureInfo.InvariantCulture, $"<dt>{key}</dt><dd>{value}</dd>");

    private static void Folded(StringBuilder html, IReadOnlyList<string>? items, string noun, string prefix = "")
    {
        if (items is not { Count: > 0 })
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture,
            $"<details class=\"sub\"><summary>{prefix}{items.Count} {noun}{(items.Count == 1 ? "" : "s")}</summary><ul>" +
                $"{string.Concat(items.Select(i => $"<li>{E(i)}</li>"))}</ul></details>");
    }
}
