using System.Globalization;
using System.Text;
using AsyncLab.Html;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using static AsyncLab.Html.HtmlPage;
using static AsyncLab.Reporting.HtmlTable;

namespace AsyncLab.Reporting;

/// <summary>
/// report.html's view of a multi-runtime run: the disagreements first, then each runtime, every claim per runtime, and
/// each experiment's key figures and charts per runtime.
/// </summary>
internal static class HtmlRuntimesSection
{
    /// <summary>The first-screen lines: which claims' verdicts differ between runtimes.</summary>
    public static void AppendSplits(StringBuilder html, ResultsDocument document)
    {
        var columns = AcrossRuntimes.Columns(document);
        if (columns.Count == 0)
        {
            return;
        }

        var splits = AcrossRuntimes.VerdictSplits(columns);
        html.AppendLine(CultureInfo.InvariantCulture, $"<h3>Across runtimes: {E(string.Join(", ", columns.Select(c => c.Label)))}</h3>");
        if (splits.Count == 0)
        {
            html.AppendLine("<p>No claim was decided differently on two runtimes. <a href=\"#runtimes\">Every claim per runtime</a>.</p>");
            return;
        }

        html.AppendLine("<ul class=\"why\">");
        foreach (var line in splits)
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<li>{E(line)}</li>");
        }

        html.AppendLine("</ul>");
    }

    public static void Append(StringBuilder html, ResultsDocument document)
    {
        var columns = AcrossRuntimes.Columns(document);
        if (columns.Count == 0)
        {
            return;
        }

        html.AppendLine(CultureInfo.InvariantCulture, $"<section id=\"{Anchor}\">");
        html.AppendLine("<h2>Across runtimes</h2>");
        html.AppendLine("<ul class=\"notes\">");
        foreach (var column in columns)
        {
            var state = column.Status == RuntimeStatus.Ok ? "measured" : $"{column.Status.ToString().ToLowerInvariant()}: {column.Error}";
            html.AppendLine(CultureInfo.InvariantCulture,
                $"<li><b>{E(column.Label)}</b> " +
                $"({E(column.Name)}{(column.Version is null ? string.Empty : ", " + E(column.Version))}): {E(state)}</li>");
        }

        html.AppendLine("</ul>");
        html.AppendLine("<h3>Claims per runtime</h3>");
        Table(html, AcrossRuntimes.ClaimMatrix(columns), "claims");
        foreach (var id in AcrossRuntimes.ExperimentIds(columns))
        {
            html.AppendLine(CultureInfo.InvariantCulture, $"<h3><code>{E(id)}</code> per runtime</h3>");
            foreach (var figure in RuntimeCharts.For(id, columns))
            {
                html.AppendLine(CultureInfo.InvariantCulture, $"<figure id=\"{HtmlPage.Anchor(figure.FileName)}\">");
                html.Append(figure.Svg(standalone: false));
                html.AppendLine("</figure>");
            }

            if (AcrossRuntimes.Figures(id, columns) is { } table)
            {
                Table(html, table, "measurements");
            }
        }

        html.AppendLine("</section>");
        foreach (var comparison in AcrossRuntimes.Comparisons(document))
        {
            HtmlExperimentSection.Append(html, comparison, document.Run.Runtime);
        }
    }
}
