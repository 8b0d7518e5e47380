using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// A claim in report.md: the finding in plain words on the list item's first line (verdict, the article's statement, the
/// sentence with both figures); after a hard line break, its id, provenance, band, measured figures and why on the second.
/// </summary>
internal static class MarkdownClaimLine
{
    /// <summary>The first line alone, linked to the claim's experiment: for the headlines and the summary's lists.</summary>
    public static string Finding(ClaimFinding finding, string experimentAnchor) =>
        $"- **{finding.Claim.Verdict.Name()}** [{Text(finding.Statement)}](#{experimentAnchor}) " +
            $"{Text(finding.Sentence)}";

    /// <summary>Both lines: where the claim is judged, in its experiment.</summary>
    public static string Full(ClaimFinding finding)
    {
        var claim = finding.Claim;
        var quote = VerdictText.Quote(claim.Id) is var q && q != "—" ? $" · the article says {q}" : string.Empty;
        var parts = claim.Parts is { Count: > 0 } p ? $" · other parts: {string.Join("; ", p)}" : string.Empty;
        var cells = claim.Provenance?.Kind == ProvenanceKind.Seed && claim.Cells is { Count: > 0 } c
            ? $" · read from {string.Join("; ", c)}"
            : string.Empty;
        return $"- **{claim.Verdict.Name()}** {Text(finding.Statement)} {Text(finding.Sentence)}\\" +
            Environment.NewLine +
            $"  `{claim.Id}` · {Text(claim.ProvenanceText())}{Text(quote)} · published " +
            $"{Text(claim.Published)} · holds when {Text(claim.HoldsWhen ?? "—")} · measured " +
            $"{Text(claim.Measured)} · why: {Text(claim.Why)}{Text(parts)}" +
            Text(cells);
    }

    /// <summary>Text on one line, its '&lt;' escaped so "Task&lt;decimal&gt;" reads as written rather than as an HTML tag.</summary>
    private static string Text(string text) => MarkdownReport.Cell(text).Replace("<", "\\<", StringComparison.Ordinal);
}
