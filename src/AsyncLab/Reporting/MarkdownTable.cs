using System.Text;

namespace AsyncLab.Reporting;

/// <summary>A <see cref="TableModel"/> as a Markdown table, its footnote after a blank line.</summary>
internal static class MarkdownTable
{
    public static void Append(StringBuilder md, TableModel table)
    {
        md.AppendLine("| " + string.Join(" | ", table.Columns.Select(c => c.Header)) + " |");
        md.AppendLine("|" + string.Concat(Enumerable.Repeat("---|", table.Columns.Count)));
        foreach (var row in table.Rows)
        {
            md.AppendLine("| " + string.Join(" | ", row.Select(MarkdownReport.Cell)) + " |");
        }

        if (table.Footnote is not null)
        {
            md.AppendLine();
            md.AppendLine(table.Footnote);
        }
    }
}
