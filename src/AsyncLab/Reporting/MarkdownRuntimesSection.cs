using System.Globalization;
using System.Text;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>
/// report.md's view of a multi-runtime run, as report.html's: disagreements, runtimes, claims and key figures per
/// runtime.
/// </summary>
internal static class MarkdownRuntimesSection
{
    public static void AppendSplits(StringBuilder md, ResultsDocument document)
    {
        var columns = AcrossRuntimes.Columns(document);
        if (columns.Count == 0)
        {
            return;
        }

        var splits = AcrossRuntimes.VerdictSplits(columns);
        var decided = splits.Count == 0
            ? "no claim was decided differently on two runtimes."
            : $"{splits.Count} claim(s) decided differently:";
        md.AppendLine(CultureInfo.InvariantCulture, $"Across runtimes ({string.Join(", ", columns.Select(c => c.Label))}): {decided}");
        md.AppendLine();
        foreach (var line in splits)
        {
            md.AppendLine(CultureInfo.InvariantCulture, $"- {MarkdownReport.Cell(line)}");
        }

        if (splits.Count > 0)
        {
            md.AppendLine();
        }
    }

    public static void Append(StringBuilder md, ResultsDocument document)
    {
        var columns = AcrossRuntimes.Columns(document);
        if (columns.Count == 0)
        {
            return;
        }

        md.AppendLine("<a id=\"runtimes\"></a>");
        md.AppendLine("## Across runtimes");
        md.AppendLine();
        foreach (var column in columns)
        {
            var state = column.Status == RuntimeStatus.Ok ? "measured" : $"{column.Status.ToString().ToLowerInvariant()}: {column.Error}";
            md.AppendLine(CultureInfo.InvariantCulture,
                $"- **{column.Label}** ({column.Name}{(column.Version is null ? string.Empty : ", " + column.Version)}): " +
                $"{MarkdownReport.Cell(state)}");
        }

        md.AppendLine();
        Table(md, AcrossRuntimes.ClaimMatrix(columns));
        foreach (var id in AcrossRuntimes.ExperimentIds(columns))
        {
            md.AppendLine(CultureInfo.InvariantCulture, $"### `{id}` per runtime");
            md.AppendLine();
            foreach (var figure in RuntimeCharts.For(id, columns))
            {
                md.AppendLine(CultureInfo.InvariantCulture, $"![{figure.Chart.Title}]({figure.RelativePath})");
                md.AppendLine();
            }

            if (AcrossRuntimes.Figures(id, columns) is { } table)
            {
                Table(md, table);
            }
        }

        foreach (var comparison in AcrossRuntimes.Comparisons(document))
        {
            MarkdownReport.AppendExperiment(md, comparison, document.Run.Runtime);
        }
    }

    private static void Table(StringBuilder md, TableModel table)
    {
        MarkdownTable.Append(md, table);
        md.AppendLine();
    }
}
