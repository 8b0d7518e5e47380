using AsyncLab.Reporting.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>Writes every report format of a run into its folder; the one place a new format is added.</summary>
public static class ReportWriter
{
    public static void WriteAll(string directory, ResultsDocument document)
    {
        ChartFiles.Write(directory, document);
        MarkdownReport.Write(directory, document);
        HtmlReport.Write(directory, document);
    }
}
