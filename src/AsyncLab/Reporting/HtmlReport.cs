using System.Globalization;
using System.Text;
using AsyncLab.Html;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using static AsyncLab.Html.HtmlPage;

namespace AsyncLab.Reporting;

/// <summary>
/// Renders report.html from a results document alone: the answer first (how many claims hold, and why each that does
/// not), then the run's facts, then per experiment its charts, its table and its claims. Charts are inlined so the
/// single file can be moved, mailed or opened from disk.
/// </summary>
public static class HtmlReport
{
    public const string FileName = "report.html";


    public static string Render(ResultsDocument document)
    {
        var html = new StringBuilder();
        var run = document.Run;
        Open(html, $"AsyncLab report: run {run.Id}");
        html.AppendLine("<header>");
        html.AppendLine("<h1>AsyncLab report</h1>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<p class=\"sub\">Run <b>{E(run.Id)}</b> · profile <b>{E(run.Profile)}</b></p>");
        if (run.Profile == "smoke")
        {
            html.AppendLine("<p class=\"warning\">Smoke profile: every code path ran once or a few times. The figures and verdicts below " +
                "are not to be trusted; run the quick profile for those.</p>");
        }

        html.AppendLine("</header>");
        AppendSummary(html, document);
        HtmlRuntimesSection.Append(html, document);
        foreach (var experiment in document.Experiments)
        {
            HtmlExperimentSection.Append(html, experiment, run.Runtime);
        }

        html.AppendLine("<footer>");
        html.AppendLine(
            "<p><span class=\"v holds\">holds</span> same direction as the article, magnitude within the stated band · " +
            "<span class=\"v differs\">differs</span> same direction, another magnitude · " +
            "<span class=\"v refuted\">refuted</span> the opposite direction, or no effect · " +
            "<span class=\"v borderline\">borderline</span> the figure sits on an edge of the band, within the precision the " +
            "article's words carry: they fit it as well as not · " +
            "<span class=\"v splits\">splits</span> the launches or turns fall into two states, one inside the band and one outside · " +
            "<span class=\"v inconclusive\">inconclusive</span> the run was too short to decide; the why says what would · " +
            "<span class=\"v not-measured\">not-measured</span> not checked in this run (the why says which).</p>");
        html.AppendLine("<p>The words a reader meets here (launch, turn, band, seed/derived/lab, U) are in the " +
            "<a href=\"#glossary\">glossary</a>.</p>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<details class=\"fold\" id=\"glossary\"><summary>Glossary ({Glossary.Source})</summary><dl class=\"facts\">");
        foreach (var (word, definition) in Glossary.Entries)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<dt>{E(word)}</dt><dd>{E(definition)}</dd>");
        }

        html.AppendLine("</dl></details>");
        html.AppendLine("</footer>");
        Close(html);
        return html.ToString();
    }

    public static void Write(string directory, ResultsDocument document)
    {
        AtomicFile.WriteAllText(Path.Combine(directory, FileName), Render(document));
    }

    private static void AppendSummary(StringBuilder html, ResultsDocument document)
    {
        var claims = document.Experiments.SelectMany(e => e.Claims).ToList();
        var findings = claims.Select(c => ClaimFinding.Of(c, document.Run.Runtime)).ToList();
        var counts = VerdictText.Count(claims);
        html.AppendLine("<section id=\"summary\">");
        html.AppendLine(CultureInfo.InvariantCulture, $"<h2>What still holds on {E(document.Run.Runtime)}</h2>");
        var headlines = HeadlineFindings.Of(document);
        if (headlines.Count > 0)
        {
            html.AppendLine("<ul id=\"headlines\" class=\"lines\">");
            foreach (var finding in headlines)
            {
                var experiment = document.Experiments.First(e => e.Claims.Any(c => ReferenceEquals(c, finding.Claim)));
                var chart = ClaimChartLink.For(experiment, finding.Claim) is { } file
                    ? $"<a class=\"chart-link\" href=\"#{Anchor(file.FileName)}\">the chart</a>"
                    : string.Empty;
                html.AppendLine(CultureInfo.InvariantCulture, $"<li>{HtmlClaimLine.Link(finding)}{chart}</li>");
            }

            html.AppendLine("</ul>");
        }

        html.AppendLine(CultureInfo.InvariantCulture,
            $"<div id=\"counts\" class=\"cards\"><span class=\"total\">{claims.Count} claims from {document.Experiments.Count} " +
                $"experiments</span>");
        foreach (var verdict in VerdictText.Columns)
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<div class=\"card {verdict.Name()}\"><b>{counts[verdict]}</b> {VerdictText.Label(verdict)}</div>");
        }

        html.AppendLine("</div>");
        AppendRun(html, document.Run);
        HtmlRuntimesSection.AppendSplits(html, document);
        AppendWhyList(html, "Claims that do not hold", findings, Verdict.Differs, Verdict.Refuted);
        AppendWhyList(html, "Claims on the edge of the article's words", findings, Verdict.Borderline);
        AppendWhyList(html, "Claims split between two states", findings, Verdict.Splits);
        AppendWhyList(html, "Claims this run was too short to decide", findings, Verdict.Inconclusive);
        AppendWhyList(html, "Claims not measured in this run", findings, Verdict.NotMeasured);

        AppendByProvenance(html, claims, findings);

        var rounds = RoundAgreement.AnyIn(document);
        html.AppendLine("<details class=\"fold\"><summary>Experiments: status, time and verdicts of each</summary>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<table><thead><tr><th>experiment</th><th>status</th><th class=\"num\">time</th><th>processes</th>" +
                $"{CountHeads()}{(rounds ? "<th class=\"num\">between rounds</th>" : string.Empty)}</tr></thead><tbody>");
        foreach (var experiment in document.Experiments)
        {
            var c = VerdictText.Count(experiment.Claims);
            var time = experiment.DurationSeconds is { } s ? MetricUnitFormat.Duration(s * 1e9) : "—";
            var status = experiment.Status.ToString().ToLowerInvariant() + (experiment.Error is null ? string.Empty : ": " +
                "" + experiment.Error);
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr><td><a href=\"#{Anchor(experiment.Id)}\">{E(experiment.Id)}</a></td><td>{E(status)}</td><td " +
                    $"class=\"num\">{time}</td><td>{E(LaunchText.Cell(experiment))}</td>{CountCells(c)}" +
                        $"{(rounds ? $"<td class=\"num\">{E(RoundAgreement.Cell(experiment))}</td>" : string.Empty)}</tr>");
        }

        html.AppendLine("</tbody></table>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(LaunchText.Summary)}</p>");
        if (rounds)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(RoundAgreement.Summary)}</p>");
        }

        html.AppendLine("</details>");
        html.AppendLine("</section>");
    }

    private static string CountHeads() => string.Concat(VerdictText.Columns.Select(v => $"<th class=\"num\">{VerdictText.Label(v)}</th>"));

    private static string CountCells(IReadOnlyDictionary<Verdict, int> counts) =>
        string.Concat(VerdictText.Columns.Select(v => $"<td class=\"num\">{counts[v]}</td>"));

    /// <summary>Verdicts per provenance, then the articles' own claims alone, verdict first: what the articles said, apart
    /// from the lab's readings.</summary>
    private static void AppendByProvenance(
        StringBuilder html, IReadOnlyList<ClaimResult> claims, IReadOnlyList<ClaimFinding> findings)
    {
        html.AppendLine("<details class=\"fold\"><summary>Where the claims come from</summary>");
        html.AppendLine($"<table><thead><tr><th>provenance</th><th class=\"num\">claims</th>{CountHeads()}" +
            "</tr></thead><tbody>");
        foreach (var (kind, c) in VerdictText.CountByProvenance(claims))
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr><td>{kind.Name()}</td><td class=\"num\">{c.Values.Sum()}</td>{CountCells(c)}</tr>");
        }

        html.AppendLine("</tbody></table>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p class=\"muted\">{E(VerdictText.ProvenanceLegend)}.</p>");
        html.AppendLine("</details>");
        var seeds = findings.Where(f => f.Claim.KindOf() == ProvenanceKind.Seed).ToList();
        if (seeds.Count == 0)
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture,
            $"<details class=\"fold\"><summary>The articles' own claims ({seeds.Count}), verdict first</summary>");
        html.AppendLine("<table class=\"seeds\"><thead><tr><th>verdict</th><th>claim</th><th class=\"published\">" +
            "article</th><th>here</th></tr></thead><tbody>");
        foreach (var finding in seeds)
        {
            var claim = finding.Claim;
            var verdict = claim.Verdict.Name();
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr class=\"{verdict}\"><td><span class=\"v {verdict}\">{verdict}</span></td><td><a href=\"#{Anchor(claim.Id)}\">" +
                    $"{E(finding.Statement)}</a></td><td class=\"published\">{E(finding.Article ?? "—")}</td>" +
                    $"<td>{E(finding.Here)}</td></tr>");
        }

        html.AppendLine("</tbody></table></details>");
    }

    private static void AppendWhyList(
        StringBuilder html, string heading, IReadOnlyList<ClaimFinding> findings, params Verdict[] verdicts)
    {
        var listed = findings.Where(f => verdicts.Contains(f.Claim.Verdict)).ToList();
        if (listed.Count == 0)
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture, $"<details class=\"fold\"><summary>{E(heading)} ({listed.Count})</summary>");
        html.AppendLine("<ul class=\"lines\">");
        foreach (var finding in listed)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<li>{HtmlClaimLine.Link(finding)}</li>");
        }

        html.AppendLine("</ul></details>");
    }

    /// <summary>The run's facts under the counts, those a reader weighs the findings by first, the rest folded.</summary>
    private static void AppendRun(StringBuilder html, RunInfo run)
    {
        html.AppendLine("<dl id=\"run\" class=\"meta\">");
        foreach (var (key, value) in RunFacts.FirstScreen(run))
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<dt>{E(key)}</dt><dd>{E(value)}</dd>");
        }

        html.AppendLine("</dl>");
        html.AppendLine("<details class=\"fold\"><summary>More about the run</summary><dl class=\"meta\">");
        foreach (var (key, value) in RunFacts.Rest(run))
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<dt>{E(key)}</dt><dd>{E(value)}</dd>");
        }

        html.AppendLine("</dl>");
        html.AppendLine("<p class=\"muted\">Every figure was measured in this run on this machine, except those marked published.</p>");
        html.AppendLine("</details>");
    }
}
