using System.Globalization;
using System.Text;
using static AsyncLab.Html.HtmlPage;

namespace AsyncLab.Reporting;

/// <summary>A report's table in HTML: measured and published figures in number columns, the footnote under it.</summary>
internal static class HtmlTable
{
    public static void Table(StringBuilder html, TableModel table, string cssClass)
    {
        html.AppendLine(CultureInfo.InvariantCulture, $"<div class=\"scroll\"><table class=\"{cssClass}\">");
        html.Append("<thead><tr>");
        foreach (var column in table.Columns)
        {
            html.Append("<th").Append(ColumnClass(column.Kind)).Append('>').Append(E(column.Header)).Append("</th>");
        }

        html.AppendLine("</tr></thead>");
        html.AppendLine("<tbody>");
        foreach (var row in table.Rows)
        {
            html.Append("<tr>");
            for (var i = 0; i < row.Count; i++)
            {
                html.Append("<td").Append(ColumnClass(table.Columns[i].Kind)).Append('>').Append(E(row[i])).Append("</td>");
            }

            html.AppendLine("</tr>");
        }

        html.AppendLine("</tbody></table></div>");
        if (table.Footnote is not null)
        {
            html.Append("<p class=\"muted\">").Append(E(table.Footnote)).AppendLine("</p>");
        }
    }

    private static string ColumnClass(ReportColumnKind kind) => kind switch
    {
        ReportColumnKind.Measured => " class=\"num\"",
        ReportColumnKind.Published => " class=\"num published\"",
        _ => string.Empty,
    };
}
