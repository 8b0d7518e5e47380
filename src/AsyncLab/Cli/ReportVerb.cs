using System.CommandLine;
using AsyncLab.Catalog;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Cli;

/// <summary><c>report DIR</c>: renders the reports again from DIR/results.json.</summary>
public static class ReportVerb
{
    public static Command Create()
    {
        var directory = new Argument<string>("dir") { Description = "A run's folder (or its results.json)." };
        var command = new Command("report", "Render report.md, report.html and the charts from a run's results.json.") { directory };
        command.SetAction(parseResult =>
        {
            var path = parseResult.GetValue(directory)!;
            var (document, changes) = Rejudging.Apply(ResultsFile.Read(path), ExperimentCatalog.ClaimsOf, ExperimentCatalog.RuntimeComparisons);
            var folder = Directory.Exists(path) ? path : Path.GetDirectoryName(Path.GetFullPath(path))!;
            ReportWriter.WriteAll(folder, document);
            Console.WriteLine(changes.Count == 0
                ? "every claim re-judged from the samples in results.json: same verdicts as at run time"
                : $"re-judged from the samples in results.json with today's definitions; {changes.Count} verdict(s) changed:");
            foreach (var change in changes)
            {
                Console.WriteLine("  " + change);
            }

            Console.WriteLine($"reports written to {Path.Combine(folder, HtmlReport.FileName)} and {MarkdownReport.FileName}, charts in {Path.Combine(folder, Reporting.Charts.ExperimentCharts.Folder)}");
            return ExitCodes.Ok;
        });
        return command;
    }
}
