using System.Globalization;
using System.Text;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using static AsyncLab.Html.HtmlPage;
using static AsyncLab.Reporting.HtmlTable;

namespace AsyncLab.Reporting;

/// <summary>One experiment in report.html: status, notes, charts (inline SVG), measurements, claims with coloured verdicts.</summary>
internal static class HtmlExperimentSection
{
    public static void Append(StringBuilder html, ExperimentResult experiment)
    {
        html.AppendLine(CultureInfo.InvariantCulture, $"<section class=\"experiment\" id=\"{Anchor(experiment.Id)}\">");
        html.AppendLine(CultureInfo.InvariantCulture, $"<h2>{E(experiment.Title)} <code>{E(experiment.Id)}</code></h2>");
        if (experiment.Status != ExperimentStatus.Ok)
        {
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<p class=\"failed\"><b>{experiment.Status.ToString().ToLowerInvariant()}</b>: " +
                $"{E(experiment.Error ?? "no reason given")}</p>");
        }

        if (experiment.Notes.Count > 0)
        {
            html.AppendLine("<ul class=\"notes\">");
            foreach (var note in experiment.Notes)
            {
                html.AppendLine(CultureInfo.InvariantCulture, $"<li>{E(note)}</li>");
            }

            html.AppendLine("</ul>");
        }

        foreach (var figure in ExperimentCharts.For(experiment))
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<figure id=\"{Anchor(figure.FileName)}\">");
            html.Append(figure.Svg(standalone: false));
            html.AppendLine("</figure>");
        }

        if (experiment.Measurements.Count > 0)
        {
            html.AppendLine("<h3>Measurements</h3>");
            foreach (var (heading, table) in MeasurementTable.Split(experiment.Measurements, DeclaredMetrics.Of(experiment)))
            {
                if (heading is not null)
                {
                    html.AppendLine(CultureInfo.InvariantCulture, $"<h4>{E(heading)}</h4>");
                }

                Table(html, table, "measurements");
            }

            Modes(html, experiment);
        }

        html.AppendLine("<h3>Claims</h3>");
        html.AppendLine(
            "<div class=\"scroll\"><table class=\"claims\"><thead><tr><th>claim</th><th>statement</th>" +
            "<th class=\"published\">published</th><th>holds when</th><th>measured</th><th>verdict</th><th>why</th></tr></thead><tbody>");
        foreach (var claim in experiment.Claims)
        {
            var verdict = claim.Verdict.Name();
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<tr class=\"{verdict}\" id=\"{Anchor(claim.Id)}\"><td><code>{E(claim.Id)}</code><br>" +
                $"<span class=\"muted\">{E(claim.ProvenanceText())}</span></td><td>{E(claim.Statement)}</td>" +
                $"<td class=\"published\">{E(claim.Published)}</td><td>{E(claim.HoldsWhen ?? "—")}</td>" +
                $"<td>{E(claim.Measured)}</td><td><span class=\"v {verdict}\">{verdict}</span></td>" +
                $"<td>{E(claim.Why)}{OtherParts(claim)}{SeedCells(claim)}</td></tr>");
        }

        html.AppendLine("</tbody></table></div>");
        html.AppendLine("</section>");
    }

    /// <summary>The rows whose launches fell into two modes (<see cref="LaunchModeRows"/>), under the measurements.</summary>
    private static void Modes(StringBuilder html, ExperimentResult experiment)
    {
        var rows = LaunchModeRows.Of(experiment);
        if (rows.Count == 0)
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture, $"<h4>{E(LaunchModeRows.Heading)}</h4><p>{E(LaunchModeRows.Explanation)}</p><ul>");
        foreach (var row in rows)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<li>{E(row)}</li>");
        }

        html.AppendLine("</ul>");
    }

    /// <summary>For the articles' own claims, the cells of the table the verdict was read from, folded.</summary>
    private static string SeedCells(ClaimResult claim)
    {
        if (claim.Provenance?.Kind != ProvenanceKind.Seed || claim.Cells is not { Count: > 0 } cells)
        {
            return string.Empty;
        }

        var items = string.Concat(cells.Select(c => $"<li>{E(c)}</li>"));
        return string.Create(CultureInfo.InvariantCulture,
            $"<details class=\"cells\"><summary>read from {cells.Count} cell{(cells.Count == 1 ? "" : "s")}</summary>" +
            $"<ul>{items}</ul></details>");
    }

    /// <summary>The other parts of a claim of several, folded under the sentence that decided it.</summary>
    private static string OtherParts(ClaimResult claim)
    {
        if (claim.Parts is not { Count: > 0 } parts)
        {
            return string.Empty;
        }

        var items = string.Concat(parts.Select(p => $"<li>{E(p)}</li>"));
        return string.Create(CultureInfo.InvariantCulture,
            $"<details class=\"parts\"><summary>{parts.Count} other part{(parts.Count == 1 ? "" : "s")}</summary>" +
            $"<ul>{items}</ul></details>");
    }
}
