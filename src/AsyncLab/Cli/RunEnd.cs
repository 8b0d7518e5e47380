using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>
/// The end of a run's console: what to take away (<see cref="Headlines"/> and the counts), where the report is, and what
/// to do next. A terminal also lists every claim (<see cref="ClaimSummary"/>); --verbose prints every table and why line;
/// --quiet only the report's path.
/// </summary>
public static class RunEnd
{
    public static void Write(ResultsDocument document, string directory, RunOutput console)
    {
        var report = Path.Combine(directory, HtmlReport.FileName);
        if (console == RunOutput.Quiet)
        {
            Console.WriteLine($"report: {report}");
            return;
        }

        if (console == RunOutput.Verbose)
        {
            ConsoleOutput.WriteMeasurements(document);
            ConsoleOutput.WriteClaims(document, counts: false);
        }
        else if (ConsoleOutput.IsInteractive)
        {
            ConsoleOutput.WriteSummary(document, counts: false);
        }

        ConsoleOutput.WriteHeadlines(document);
        ConsoleOutput.WriteRuntimes(document);
        var wall = (document.Run.FinishedUtc ?? DateTimeOffset.UtcNow) - document.Run.StartedUtc;
        Console.WriteLine($"report: {report} (and {MarkdownReport.FileName}); results: {Path.Combine(directory, ResultsFile.FileName)}; " +
            $"wall time {DurationText.Of(wall.TotalSeconds)}");
        Console.WriteLine(Next(document, console));
    }

    /// <summary>The next step: a smoke run's figures are not findings; otherwise where every claim's why line is.</summary>
    public static string Next(ResultsDocument document, RunOutput console) =>
        document.Run.Profile == "smoke"
            ? "next: a smoke run only shows the lab works here; its figures are not findings: run --profile quick for those"
            : console == RunOutput.Verbose
                ? "next: the report has each claim's published figure, cells read and departures from the article"
                : "next: every claim's verdict and why line is in the report (or here with --verbose)";
}
