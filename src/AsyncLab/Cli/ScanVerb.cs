using System.CommandLine;
using AsyncLab.Results;
using AsyncLab.Scan;

namespace AsyncLab.Cli;

/// <summary>
/// <c>scan [PATH] [--results DIR] [--watch DIR] [--baseline FILE] [--fail-on KINDS] [--out DIR]</c>: the async patterns the
/// lab measures, found in the user's code by the field's analyzers, one finding per site, each with what its kind costs
/// (this machine's run, or the published figure) and whether watch saw it block (docs/SCAN.md).
/// </summary>
public static class ScanVerb
{
    public static Command Create()
    {
        var path = new Argument<string>("path")
        {
            Description = "A solution, a C# project, or a folder holding one (default: the current folder).",
            DefaultValueFactory = _ => ".",
        };
        var results = new Option<string?>("--results") { Description = "A run of the lab on this machine (its folder or " +
            "results.json): each finding quotes that run's figures and intervals instead of the published ones." };
        var watch = new Option<string?>("--watch") { Description = "A watch.json (or its folder): sites on a blocking or " +
            "starvation stack watch recorded are marked seen at runtime, and listed first." };
        var baseline = new Option<string?>("--baseline") { Description = "A scan.json of an earlier scan: report only the " +
            "findings it does not have." };
        var failOn = new Option<string?>("--fail-on") { Description = $"Exit {ExitCodes.ScanFound} when a (new) finding is of one " +
            $"of these kinds, comma-separated: {string.Join(", ", ScanArguments.KindNames)}." };
        var output = new Option<string?>("--out", "-o") { Description = "Folder for scan.json, scan.html and scan.sarif (default " +
            "results/scan-<yyyyMMdd-HHmmss>)." };
        var verb = new Command("scan", "Find the async patterns the lab measures in your code (the field's analyzers, one finding per " +
            "site), with what each costs and whether watch saw it block.") { path, results, watch, baseline, failOn, output };
        verb.SetAction(async (parseResult, cancellationToken) =>
        {
            var gate = ScanArguments.FailOn(parseResult.GetValue(failOn));
            var target = ScanTarget.Resolve(parseResult.GetValue(path)!);
            var watchPath = parseResult.GetValue(watch);
            var baselinePath = parseResult.GetValue(baseline);
            var request = new ScanRequest(target, parseResult.GetValue(path)!)
            {
                Results = parseResult.GetValue(results) is { } run ? ResultsFile.Read(run) : null,
                Watch = watchPath is null ? null : WatchSightings.Read(watchPath),
                WatchPath = watchPath,
                Baseline = baselinePath is null ? null : ScanFile.Read(baselinePath),
                BaselinePath = baselinePath,
            };
            var now = DateTimeOffset.UtcNow;
            using var outputFolder = OutputDirectory.Prepare(parseResult.GetValue(output) ?? Path.Combine("results",
                "scan-" + Running.RunEnvironment.NewRunId(now)), now);
            var folder = outputFolder.Path;
            Console.WriteLine($"building {target.BuildPath} with the analyzers ...");
            ScanDocument document;
            try
            {
                document = await ScanRun.RunAsync(request, cancellationToken).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                // Ctrl+C or SIGTERM: the build was ended with its process tree; nothing was written.
                ConsoleOutput.WriteError("scan cancelled; its build was stopped");
                return ExitCodes.ExperimentFailed;
            }

            ScanText.WriteTable(Console.Out, document);
            ScanFile.Write(folder, document);
            ScanHtml.Write(folder, document);
            ScanSarif.Write(folder, document);
            Console.WriteLine($"scan written to {Path.Combine(folder, ScanHtml.FileName)}, {ScanFile.FileName} and {ScanSarif.FileName}");
            var gated = document.Findings.Where(f => gate.Contains(f.Kind)).ToList();
            if (gated.Count > 0)
            {
                ConsoleOutput.WriteError($"{gated.Count} finding(s) of a kind --fail-on names, first: {gated[0].Where()} " +
                    $"{ScanText.Kebab(gated[0].Kind)} in {gated[0].Method}");
                return ExitCodes.ScanFound;
            }

            return ExitCodes.Ok;
        });
        return verb;
    }
}
