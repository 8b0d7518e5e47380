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
    /// <summary>The section folds to its title and its verdicts' counts: the page opens on the answer, each experiment one click
    /// away; a link to one of its claims opens it.</summary>
    public static void Append(StringBuilder html, ExperimentResult experiment, string runtime)
    {
        var counts = VerdictText.Count(experiment.Claims);
        var tally = string.Join(" ", VerdictText.Columns.Where(v => counts[v] > 0)
            .Select(v => $"<span class=\"v {v.Name()}\">{counts[v]} {VerdictText.Label(v)}</span>"));
        html.AppendLine(CultureInfo.InvariantCulture, $"<details class=\"experiment\" id=\"{Anchor(experiment.Id)}\">");
        html.AppendLine(CultureInfo.InvariantCulture,
            $"<summary><h2>{E(experiment.Title)} <code>{E(experiment.Id)}</code></h2> {tally}</summary>");
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
            if (ArticleSetups.Build(experiment) is { } setups)
            {
                html.AppendLine(CultureInfo.InvariantCulture, $"<h4>{E(ArticleSetups.Heading)}</h4>");
                Table(html, setups, "measurements");
            }
        }

        html.AppendLine("<h3>Claims</h3>");
        foreach (var claim in experiment.Claims)
        {
            HtmlClaimLine.Append(html, ClaimFinding.Of(claim, runtime));
        }

        html.AppendLine("</details>");
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
}
