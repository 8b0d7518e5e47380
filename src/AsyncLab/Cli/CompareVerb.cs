using System.CommandLine;
using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Cli;

/// <summary>
/// <c>compare DIR_A DIR_B [--out DIR] [--spreads FILE]</c>: two runs side by side, in the console and as compare.md /
/// compare.html, changes marked against the lab's between-run spreads or those recorded with <c>spread</c>.
/// </summary>
public static class CompareVerb
{
    public static Command Create()
    {
        var first = new Argument<string>("dir-a") { Description = "The earlier or reference run's folder (or its results.json)." };
        var second = new Argument<string>("dir-b") { Description = "The run to compare with it." };
        var output = new Option<string?>("--out",
            "-o") { Description = "Folder for compare.md and compare.html (default: the current folder)." };
        var spreadsFile = new Option<string?>("--spreads")
        {
            Description = "A spreads file recorded with 'spread' from runs of the same code on this machine: mark changes against its " +
                "between-run spreads instead of the lab's.",
        };
        var threshold = new Option<double>("--threshold")
        {
            Description = "The change in percent that counts for rows measured in launches: 'no change' only within it, and " +
                "--fail-on-regression fails on a worse row reaching past it (default 10).",
            DefaultValueFactory = _ => DetectableChange.Reference * 100,
        };
        var failOnRegression = new Option<bool>("--fail-on-regression")
        {
            Description = $"Exit {ExitCodes.Regression} when a row got worse beyond the threshold at 99 % over the whole comparison " +
                $"(a gate for CI: the 1 % is shared among the rows it reads); the summary is in {CompareSummary.FileName}.",
        };
        var allowCannotTell = new Option<bool>("--allow-cannot-tell")
        {
            Description = $"With --fail-on-regression: let rows that could not tell a regression beyond the threshold from none pass " +
                $"(by default the gate exits {ExitCodes.CannotTell}: it does not pass what it did not see).",
        };
        var verbose = new Option<bool>("--verbose", "-v")
        {
            Description = "Print every row and every fact of the runs, not only what changed, and the full explanation.",
        };
        var command = new Command("compare",
            "Compare two runs: metadata, each metric with the ratio B/A, and the claims whose verdict changed.")
        {
            first, second, output, spreadsFile, threshold, failOnRegression, allowCannotTell, verbose,
        };
        command.SetAction(parseResult =>
        {
            OptionRules.Requires(parseResult, allowCannotTell, failOnRegression);

            // Read first: a bad spreads file is told before two runs are read and compared for nothing.
            var spreads = parseResult.GetValue(spreadsFile) is { } file ? SpreadsFile.Read(file) : null;
            var a = ResultsFile.Read(parseResult.GetValue(first)!);
            var b = ResultsFile.Read(parseResult.GetValue(second)!);
            var percent = parseResult.GetValue(threshold);
            if (!(percent > 0 && percent < 1000))
            {
                throw new UsageException($"--threshold takes a percentage above 0 and below 1000; got " +
                    $"{percent.ToString(System.Globalization.CultureInfo.InvariantCulture)}");
            }

            var comparison = RunComparison.Of(a, b, spreads, percent / 100);
            if (ComparisonText.SameRun(comparison) is { } same)
            {
                ConsoleOutput.WriteError("warning: " + same);
            }

            var ask = new CompareAsk(parseResult.GetValue(failOnRegression), parseResult.GetValue(allowCannotTell), ExitCodes.Regression,
                ExitCodes.CannotTell) { Verbose = parseResult.GetValue(verbose) };
            var folder = PrepareOutput(parseResult.GetValue(output));
            var summary = CompareSummary.Render(comparison, ask);
            File.WriteAllText(Path.Combine(folder, CompareSummary.FileName), summary);
            if (Environment.GetEnvironmentVariable("GITHUB_STEP_SUMMARY") is { Length: > 0 } stepSummary)
            {
                // A GitHub Actions job shows this file on its summary page.
                File.AppendAllText(stepSummary, summary + Environment.NewLine);
            }

            File.WriteAllText(Path.Combine(folder, CompareMarkdown.FileName), CompareMarkdown.Render(comparison, ask));
            File.WriteAllText(Path.Combine(folder, CompareHtml.FileName), CompareHtml.Render(comparison, ask));
            CompareConsole.Write(comparison, ask);
            Console.WriteLine($"comparison written to {Path.Combine(folder,
                CompareHtml.FileName)}, {CompareMarkdown.FileName} and {CompareSummary.FileName}");
            var outcome = CompareAnswer.Outcome(comparison, ask);
            if (outcome == CompareOutcome.Regression)
            {
                var regressions = comparison.Regressions.ToList();
                ConsoleOutput.WriteError($"{regressions.Count} row(s) got worse beyond ±{ComparisonText.Percent(comparison.Threshold)}, " +
                    $"first: {regressions[0].Experiment} {regressions[0].Row.Measurement} {regressions[0].Row.Metric} " +
                        $"{ComparisonText.RatioWithChange(regressions[0].Row)}");
                return ExitCodes.Regression;
            }

            // What A measured and B did not: the gate passes nothing it did not see.
            if (outcome == CompareOutcome.CannotTell)
            {
                var unseen = comparison.Unseen.ToList();
                ConsoleOutput.WriteError($"B lacks {unseen.Count} thing(s) A measured, first: {CompareAnswer.Describe(unseen[0])}; " +
                    "--allow-cannot-tell lets them pass");
                return ExitCodes.CannotTell;
            }

            return ExitCodes.Ok;
        });
        return command;
    }

    private static string PrepareOutput(string? requested)
    {
        var path = Path.GetFullPath(requested ?? ".");
        try
        {
            if (File.Exists(path))
            {
                throw new UsageException($"--out '{path}' is a file, not a folder");
            }

            Directory.CreateDirectory(path);
            return path;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or NotSupportedException or ArgumentException)
        {
            throw new UsageException($"cannot write to '{path}': {ex.Message.ReplaceLineEndings(" ")}");
        }
    }
}
