using System.CommandLine;
using AsyncLab.Catalog;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Cli;

/// <summary>
/// <c>report DIR</c>: judges a run's claims again with today's definitions and writes what follows: results.json (the
/// run's own kept as results.recorded.json), the reports and the charts, so every file of the run agrees.
/// </summary>
public static class ReportVerb
{
    public static Command Create()
    {
        var directory = new Argument<string>("dir") { Description = "A run's folder (or its results.json)." };
        var command = new Command(
            "report",
            "Judge a run's claims again with today's definitions; rewrite its results.json (keeping the run's own as " +
            "results.recorded.json), report.md, report.html and the charts.")
        {
            directory,
        };
        command.SetAction(parseResult => Execute(parseResult.GetValue(directory)!, Console.Out));
        return command;
    }

    public static int Execute(string path, TextWriter output)
    {
        // Judged from the run's own verdicts, not an earlier re-judging's, so the moves it names are moves since the run.
        var (document, changes) = Rejudging.Apply(
            ResultsFile.Read(ResultsFile.RecordedPath(path)), ExperimentCatalog.ClaimsOf, ExperimentCatalog.RuntimeComparisons);
        var folder = Directory.Exists(path) ? path : Path.GetDirectoryName(Path.GetFullPath(path))!;
        ResultsFile.WriteRejudged(folder, document);
        ReportWriter.WriteAll(folder, document);
        output.WriteLine(changes.Count == 0
            ? "every claim re-judged from the samples in results.json: same verdicts as at run time"
            : $"re-judged from the samples in results.json with today's definitions; {changes.Count} verdict(s) changed:");
        foreach (var change in changes)
        {
            output.WriteLine("  " + change);
        }

        output.WriteLine(
            $"results.json rewritten (the run's own in {ResultsFile.RecordedFileName}); " +
            $"reports written to {Path.Combine(folder, HtmlReport.FileName)} and {MarkdownReport.FileName}, " +
            $"charts in {Path.Combine(folder, Reporting.Charts.ExperimentCharts.Folder)}");
        return ExitCodes.Ok;
    }
}
