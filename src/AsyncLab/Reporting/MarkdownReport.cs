using System.Globalization;
using System.Text;
using AsyncLab.Html;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// Renders report.md from a results document alone, so any past run can be re-rendered.
/// The output depends on nothing but the document: the same file gives the same report.
/// </summary>
public static class MarkdownReport
{
    public const string FileName = "report.md";

    public static string Render(ResultsDocument document)
    {
        var md = new StringBuilder();
        var run = document.Run;
        md.AppendLine(CultureInfo.InvariantCulture, $"# AsyncLab report: run {run.Id}");
        md.AppendLine();
        md.AppendLine("Every figure below was measured in this run on this machine, except those in columns and fields marked " +
            "**published**, which are the articles' own (other hardware, older runtimes: compare ratios and bytes, not absolute times).");
        md.AppendLine();
        AppendHeadlines(md, document);
        md.AppendLine("| | |");
        md.AppendLine("|---|---|");
        Row(md, "profile", run.Profile + (run.Profile == "smoke" ? " (figures not trusted: every code path ran once)" : string.Empty));
        foreach (var (key, value) in RunFacts.FirstScreen(run).Concat(RunFacts.Rest(run).Where(f => f.Key != "profile")))
        {
            Row(md, key, value);
        }

        md.AppendLine();

        MarkdownRuntimesSection.AppendSplits(md, document);
        AppendSummary(md, document);
        MarkdownRuntimesSection.Append(md, document);
        foreach (var experiment in document.Experiments)
        {
            AppendExperiment(md, experiment, run.Runtime);
        }

        md.AppendLine(CultureInfo.InvariantCulture, $"## Glossary ({Glossary.Source})");
        md.AppendLine();
        foreach (var (word, definition) in Glossary.Entries)
        {
            md.AppendLine(CultureInfo.InvariantCulture, $"- **{word}**: {definition}");
        }

        return md.ToString();
    }

    public static void Write(string directory, ResultsDocument document)
    {
        AtomicFile.WriteAllText(Path.Combine(directory, FileName), Render(document));
    }

    private static void AppendSummary(StringBuilder md, ResultsDocument document)
    {
        var claims = document.Experiments.SelectMany(e => e.Claims).ToList();
        var counts = VerdictText.Count(claims);
        md.AppendLine("## Summary");
        md.AppendLine();
        md.AppendLine(CultureInfo.InvariantCulture,
            $"{claims.Count} claims: {VerdictText.Sentence(counts)}.");
        md.AppendLine();
        var notHolding = document.Experiments
            .SelectMany(e => e.Claims
                .Where(c => c.Verdict is not (Verdict.Holds or Verdict.NotMeasured))
                .Select(c => (Experiment: e.Id, Claim: c)))
            .ToList();
        if (notHolding.Count > 0)
        {
            md.AppendLine("Claims that do not hold, or that this run could not decide:");
            md.AppendLine();
            foreach (var (experiment, claim) in notHolding)
            {
                md.AppendLine(MarkdownClaimLine.Finding(ClaimFinding.Of(claim, document.Run.Runtime), experiment));
            }

            md.AppendLine();
        }

        AppendByProvenance(md, claims, document.Run.Runtime);

        var rounds = RoundAgreement.AnyIn(document);
        md.AppendLine("| experiment | status | time | processes | " + string.Join(" | ", VerdictText.Columns.Select(VerdictText.Label)) +
            " |" + (rounds ? " between rounds |" : string.Empty));
        md.AppendLine("|---|---|---|---|" + string.Concat(VerdictText.Columns.Select(_ => "---|")) + (rounds ? "---|" : string.Empty));
        foreach (var experiment in document.Experiments)
        {
            var c = VerdictText.Count(experiment.Claims);
            var time = experiment.DurationSeconds is { } s ? MetricUnitFormat.Duration(s * 1e9) : "—";
            var status = experiment.Status.ToString().ToLowerInvariant() + (experiment.Error is null ? string.Empty : ": " +
                "" + Cell(experiment.Error));
            var machine = rounds ? $" {RoundAgreement.Cell(experiment)} |" : string.Empty;
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| [{experiment.Id}](#{experiment.Id}) | {status} | {time} | {LaunchText.Cell(experiment)} | " +
                    $"{string.Join(" | ", VerdictText.Columns.Select(v => c[v]))} |{machine}");
        }

        md.AppendLine();
        md.AppendLine(LaunchText.Summary);
        md.AppendLine();
        if (rounds)
        {
            md.AppendLine(RoundAgreement.Summary);
            md.AppendLine();
        }
    }

    /// <summary>Verdicts per provenance, then the articles' own claims alone: what the articles said, apart from the lab's
    /// readings.</summary>
    private static void AppendByProvenance(StringBuilder md, IReadOnlyList<ClaimResult> claims, string runtime)
    {
        md.AppendLine("| provenance | claims | " + string.Join(" | ", VerdictText.Columns.Select(VerdictText.Label)) + " |");
        md.AppendLine("|---|---|" + string.Concat(VerdictText.Columns.Select(_ => "---|")));
        foreach (var (kind, c) in VerdictText.CountByProvenance(claims))
        {
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| {kind.Name()} | {c.Values.Sum()} | {string.Join(" | ", VerdictText.Columns.Select(v => c[v]))} |");
        }

        md.AppendLine();
        md.AppendLine(VerdictText.ProvenanceLegend + ".");
        md.AppendLine();
        var seeds = claims.Where(c => c.KindOf() == ProvenanceKind.Seed).ToList();
        if (seeds.Count == 0)
        {
            return;
        }

        md.AppendLine("The articles' own claims:");
        md.AppendLine();
        md.AppendLine("| verdict | claim | article | here | id |");
        md.AppendLine("|---|---|---|---|---|");
        foreach (var claim in seeds)
        {
            var finding = ClaimFinding.Of(claim, runtime);
            md.AppendLine(CultureInfo.InvariantCulture,
                $"| **{claim.Verdict.Name()}** | {Cell(finding.Statement)} | {Cell(finding.Article ?? "—")} | {Cell(finding.Here)} | " +
                    $"`{claim.Id}` |");
        }

        md.AppendLine();
    }

    /// <summary>The report's opening: the findings that depart furthest from the articles and the costs that held widest, then
    /// the counts.</summary>
    private static void AppendHeadlines(StringBuilder md, ResultsDocument document)
    {
        var claims = document.Experiments.SelectMany(e => e.Claims).ToList();
        md.AppendLine(CultureInfo.InvariantCulture, $"## What still holds on {document.Run.Runtime}");
        md.AppendLine();
        var headlines = HeadlineFindings.Of(document);
        foreach (var finding in headlines)
        {
            var experiment = document.Experiments.First(e => e.Claims.Any(c => ReferenceEquals(c, finding.Claim)));
            md.AppendLine(MarkdownClaimLine.Finding(finding, experiment.Id));
        }

        if (headlines.Count > 0)
        {
            md.AppendLine();
        }

        md.AppendLine(CultureInfo.InvariantCulture,
            $"{claims.Count} claims from {document.Experiments.Count} experiments: {VerdictText.Sentence(VerdictText.Count(claims))}.");
        md.AppendLine();
    }

    internal static void AppendExperiment(StringBuilder md, ExperimentResult experiment, string runtime)
    {
        md.AppendLine(CultureInfo.InvariantCulture, $"<a id=\"{experiment.Id}\"></a>");
        md.AppendLine(CultureInfo.InvariantCulture, $"## {experiment.Title} (`{experiment.Id}`)");
        md.AppendLine();
        if (experiment.Status != ExperimentStatus.Ok)
        {
            md.AppendLine(CultureInfo.InvariantCulture, $"**{experiment.Status.ToString().ToLowerInvariant()}**: {experiment.Error}");
            md.AppendLine();
        }

        foreach (var note in experiment.Notes)
        {
            md.AppendLine("- " + note);
        }

        if (experiment.Notes.Count > 0)
        {
            md.AppendLine();
        }

        var charts = ExperimentCharts.For(experiment);
        if (charts.Count > 0)
        {
            md.AppendLine("### Charts");
            md.AppendLine();
            foreach (var figure in charts)
            {
                md.AppendLine(CultureInfo.InvariantCulture, $"![{Cell(figure.Chart.Title)}]({figure.RelativePath})");
                md.AppendLine();
            }
        }

        if (experiment.Measurements.Count > 0)
        {
            md.AppendLine("### Measurements");
            md.AppendLine();
            MeasurementTable.Append(md, experiment.Measurements, DeclaredMetrics.Of(experiment));
            md.AppendLine();
            AppendModes(md, experiment);
            if (ArticleSetups.Build(experiment) is { } setups)
            {
                md.AppendLine(CultureInfo.InvariantCulture, $"#### {ArticleSetups.Heading}");
                md.AppendLine();
                MarkdownTable.Append(md, setups);
                md.AppendLine();
            }
        }

        if (experiment.Series.Count > 0)
        {
            md.AppendLine("### Over time");
            md.AppendLine();
            SeriesTable.Append(md, experiment.Series);
            md.AppendLine();
        }

        md.AppendLine("### Claims");
        md.AppendLine();
        foreach (var claim in experiment.Claims)
        {
            md.AppendLine(MarkdownClaimLine.Full(ClaimFinding.Of(claim, runtime)));
        }

        md.AppendLine();
    }

    /// <summary>The rows whose launches fell into two modes (<see cref="LaunchModeRows"/>), under the measurements.</summary>
    private static void AppendModes(StringBuilder md, ExperimentResult experiment)
    {
        var rows = LaunchModeRows.Of(experiment);
        if (rows.Count == 0)
        {
            return;
        }

        md.AppendLine(CultureInfo.InvariantCulture, $"{LaunchModeRows.Heading}: {LaunchModeRows.Explanation}");
        md.AppendLine();
        foreach (var row in rows)
        {
            md.AppendLine("- " + row);
        }

        md.AppendLine();
    }

    private static void Row(StringBuilder md, string key, string value) =>
        md.AppendLine(CultureInfo.InvariantCulture, $"| {key} | {Cell(value)} |");

    internal static string Cell(string text) => text.ReplaceLineEndings(" ").Replace("|", "\\|", StringComparison.Ordinal);
}
