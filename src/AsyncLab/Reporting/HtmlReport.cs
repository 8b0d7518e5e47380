using System.Globalization;
using System.Text;
using AsyncLab.Html;
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
            $"<p class=\"sub\">Run <b>{E(run.Id)}</b> · profile <b>{E(run.Profile)}</b> · {E(run.Runtime)} · {E(run.Cpu)} · " +
                $"{run.LogicalCores} logical cores</p>");
        if (run.Profile == "smoke")
        {
            html.AppendLine("<p class=\"warning\">Smoke profile: every code path ran once or a few times. The figures and verdicts below " +
                "are not to be trusted; run the quick profile for those.</p>");
        }

        html.AppendLine("</header>");
        AppendSummary(html, document);
        AppendRun(html, run);
        HtmlRuntimesSection.Append(html, document);
        foreach (var experiment in document.Experiments)
        {
            HtmlExperimentSection.Append(html, experiment);
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
        html.AppendLine("<p>Published figures (shaded columns, black diamonds in the charts) are the articles' own, from other hardware " +
            "and older runtimes: compare ratios and bytes with them, not absolute times.</p>");
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
        var counts = VerdictText.Count(claims);
        html.AppendLine("<section id=\"summary\">");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<h2>Summary: {claims.Count} claims from {document.Experiments.Count} experiments</h2>");
        html.AppendLine("<div class=\"cards\">");
        foreach (var verdict in VerdictText.Columns)
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<div class=\"card {verdict.Name()}\"><b>{counts[verdict]}</b>{VerdictText.Label(verdict)}</div>");
        }

        html.AppendLine("</div>");
        HtmlRuntimesSection.AppendSplits(html, document);
        AppendWhyList(html, "Claims that do not hold", claims.Where(c => c.Verdict is Verdict.Differs or Verdict.Refuted).ToList());
        AppendWhyList(html, "Claims on the edge of the article's words", claims.Where(c => c.Verdict == Verdict.Borderline).ToList());
        AppendWhyList(html, "Claims split between two states", claims.Where(c => c.Verdict == Verdict.Splits).ToList());
        AppendWhyList(html, "Claims this run was too short to decide", claims.Where(c => c.Verdict == Verdict.Inconclusive).ToList());
        AppendWhyList(html, "Claims not measured in this run", claims.Where(c => c.Verdict == Verdict.NotMeasured).ToList());

        AppendByProvenance(html, claims);

        var rounds = RoundAgreement.AnyIn(document);
        html.AppendLine("<h3>Experiments</h3>");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<div class=\"scroll\"><table><thead><tr><th>experiment</th><th>status</th><th class=\"num\">time</th><th>processes</th>" +
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

        html.AppendLine("</tbody></table></div>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(LaunchText.Summary)}</p>");
        if (rounds)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<p>{E(RoundAgreement.Summary)}</p>");
        }

        html.AppendLine("</section>");
    }

    private static string CountHeads() => string.Concat(VerdictText.Columns.Select(v => $"<th class=\"num\">{VerdictText.Label(v)}</th>"));

    private static string CountCells(IReadOnlyDictionary<Verdict, int> counts) =>
        string.Concat(VerdictText.Columns.Select(v => $"<td class=\"num\">{counts[v]}</td>"));

    /// <summary>Verdicts per provenance, then the articles' own claims alone: what the articles said, apart from the lab's
    /// readings.</summary>
    private static void AppendByProvenance(StringBuilder html, IReadOnlyList<ClaimResult> claims)
    {
        html.AppendLine("<h3>Where the claims come from</h3>");
        html.AppendLine($"<div class=\"scroll\"><table><thead><tr><th>provenance</th><th class=\"num\">claims</th>{CountHeads()}" +
            "</tr></thead><tbody>");
        foreach (var (kind, c) in VerdictText.CountByProvenance(claims))
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr><td>{kind.Name()}</td><td class=\"num\">{c.Values.Sum()}</td>{CountCells(c)}</tr>");
        }

        html.AppendLine("</tbody></table></div>");
        html.AppendLine(CultureInfo.InvariantCulture, $"<p class=\"muted\">{E(VerdictText.ProvenanceLegend)}.</p>");
        var seeds = claims.Where(c => c.KindOf() == ProvenanceKind.Seed).ToList();
        if (seeds.Count == 0)
        {
            return;
        }

        html.AppendLine("<details open><summary>The articles' own claims</summary>");
        html.AppendLine("<div class=\"scroll\"><table class=\"claims\"><thead><tr><th>claim</th><th>the article " +
            "says</th><th>cites</th><th " +
            "class=\"published\">published</th><th>measured</th><th>verdict</th></tr></thead><tbody>");
        foreach (var claim in seeds)
        {
            var verdict = claim.Verdict.Name();
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr class=\"{verdict}\"><td><a " +
                    $"href=\"#{Anchor(claim.Id)}\"><code>{E(claim.Id)}</code></a></td><td>{E(VerdictText.Quote(claim.Id))}</td><td>" +
                        $"{E(claim.ProvenanceText())}</td><td " +
                        $"class=\"published\">{E(claim.Published)}</td><td>{E(claim.Measured)}</td><td><span class=\"v " +
                            $"{verdict}\">{verdict}</span></td></tr>");
        }

        html.AppendLine("</tbody></table></div></details>");
    }

    private static void AppendWhyList(StringBuilder html, string heading, IReadOnlyList<ClaimResult> claims)
    {
        if (claims.Count == 0)
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture, $"<h3>{E(heading)}</h3>");
        html.AppendLine("<ul class=\"why\">");
        foreach (var claim in claims)
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<li><span class=\"v {claim.Verdict.Name()}\">{claim.Verdict.Name()}</span> <a " +
                    $"href=\"#{Anchor(claim.Id)}\"><code>{E(claim.Id)}</code></a><span>{E(claim.Why)}</span></li>");
        }

        html.AppendLine("</ul>");
    }

    private static void AppendRun(StringBuilder html, RunInfo run)
    {
        html.AppendLine("<section id=\"run\">");
        html.AppendLine("<h2>The run</h2>");
        html.AppendLine("<dl class=\"meta\">");
        foreach (var (key, value) in RunFacts.Of(run))
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<dt>{E(key)}</dt><dd>{E(value)}</dd>");
        }

        html.AppendLine("</dl>");
        html.AppendLine("<p class=\"muted\">Every figure was measured in this run on this machine, except those marked published.</p>");
        html.AppendLine("</section>");
    }
}
