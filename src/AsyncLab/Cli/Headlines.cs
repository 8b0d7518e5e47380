using System.Text.RegularExpressions;
using AsyncLab.Claims;
using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>
/// What to take away from a run, at the end of its console: the experiments that did not finish, the articles' own
/// claims (seed claims) that this run refutes or finds different and any claim refuted, each as a plain sentence (the
/// claim, the article's figure, this run's); every other claim and every why line are in the report and with
/// <c>run --verbose</c>.
/// </summary>
public static partial class Headlines
{
    /// <summary>The lines, each with the verdict it is about (for colour), none for a heading or an experiment's failure.</summary>
    public static IReadOnlyList<(Verdict? Verdict, string Text)> Lines(ResultsDocument document)
    {
        var lines = new List<(Verdict?, string)>();
        foreach (var experiment in document.Experiments.Where(e => e.Status != ExperimentStatus.Ok))
        {
            var error = experiment.Error is { } e ? ": " + e.ReplaceLineEndings(" ") : string.Empty;
            lines.Add((null, $"{experiment.Id} {experiment.Status.ToString().ToLowerInvariant()}{error}"));
        }

        var findings = document.Experiments.SelectMany(e => e.Claims).Where(IsHeadline)
            .OrderBy(c => c.Verdict == Verdict.Refuted ? 0 : 1)
            .ToList();
        lines.Add((null, findings.Count == 0
            ? "Findings: no claim is refuted, and none of the articles' own claims differs" + Unseen(document) + "."
            : $"Findings: {findings.Count} claim(s) to read first, the articles' own that differ or are refuted and the lab's refuted:"));
        var width = findings.Count == 0 ? 0 : findings.Max(c => c.Verdict.Name().Length);
        foreach (var claim in findings)
        {
            lines.Add((claim.Verdict, $"  {claim.Verdict.Name().PadRight(width)}  {claim.Id}: {Sentence(claim)}"));
        }

        return lines;
    }

    /// <summary>
    /// With nothing to read first, how many of the articles' own claims the run did not decide: "none differs" must not
    /// read as a pass where most of them were never measured. Empty when every one was decided.
    /// </summary>
    private static string Unseen(ResultsDocument document)
    {
        var seeds = document.Experiments.SelectMany(e => e.Claims).Where(c => c.Provenance?.Kind == ProvenanceKind.Seed).ToList();
        var undecided = seeds.Count(c => Verdicts.IsUndecided(c.Verdict));
        var notMeasured = seeds.Count(c => c.Verdict == Verdict.NotMeasured);
        var parts = new List<string>();
        if (undecided > 0)
        {
            parts.Add($"{undecided} undecided");
        }

        if (notMeasured > 0)
        {
            parts.Add($"{notMeasured} not measured");
        }

        return parts.Count == 0 ? string.Empty : $"; of their {seeds.Count} here, {string.Join(" and ", parts)} (the report says why)";
    }

    /// <summary>An article's own claim (a seed) refuted or differing here, or any claim refuted.</summary>
    public static bool IsHeadline(ClaimResult claim) => claim.Verdict == Verdict.Refuted
        || (claim.Verdict == Verdict.Differs && claim.Provenance?.Kind == ProvenanceKind.Seed);

    /// <summary>
    /// "Blocking … allocates nothing. The article: 0 B; this run: 0.086 B." (the figures' parenthesised details left out).
    /// </summary>
    public static string Sentence(ClaimResult claim)
    {
        var statement = claim.Statement.Trim();
        var stop = statement.EndsWith('.') ? string.Empty : ".";
        return $"{statement}{stop} The article: {Plain(claim.Published)}; this run: {Plain(claim.Measured)}.";
    }

    private static string Plain(string figure) => Spaces().Replace(Parenthesised().Replace(figure, string.Empty), " ").Trim();

    [GeneratedRegex(@"\s*\([^()]*\)")]
    private static partial Regex Parenthesised();

    [GeneratedRegex(@"\s{2,}")]
    private static partial Regex Spaces();
}
