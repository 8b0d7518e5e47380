using System.CommandLine;
using AsyncLab.Results;
using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;
using AsyncLab.Watch.Report;
using AsyncLab.Watch.Session;
using Spectre.Console;

namespace AsyncLab.Cli;

/// <summary>
/// <c>watch (--pid N | -- COMMAND [ARGS] | --trace FILE) [--duration S] [--since S] [--save-trace FILE] [--fail-on LIST] [--out DIR]
/// [--lab-results FILE] [--keep-waits]</c>: the lab's verdicts on a live .NET process or a capture of one (thread-pool starvation,
/// blocking on pool threads, lock contention, GC pauses), with evidence and fix.
/// </summary>
public static class WatchVerb
{
    public static Command Create()
    {
        // -p|--process-id and -n|--name as dotnet-trace and dotnet-counters have them; --pid kept for the lab's earlier scripts.
        var pid = new Option<int?>("--process-id", "-p", "--pid") { Description = "Attach to the running .NET process of this id." };
        var name = new Option<string?>("--name", "-n")
        {
            Description = "Attach to the running .NET process of this name (there must be one only).",
        };
        var duration = new Option<double?>("--duration",
            "-d") { Description = "Seconds to watch (default: until Ctrl+C, or until the command exits)." };
        var since = new Option<double?>("--since")
        {
            Description = $"Seconds after each process's attach (or a capture's start) before the rules count, so that a " +
                $"runtime starting up or a pool growing to its load is not judged (default {RuleSpan.DefaultWarmUp.TotalSeconds:0}).",
        };
        var failOn = new Option<string?>("--fail-on") { Description = $"Exit {ExitCodes.WatchFound} when one of these is found: a " +
            $"comma-separated list of {string.Join(", ", Watcher.DetectorNames)}." };
        var output = new Option<string?>("--out",
            "-o") { Description = "Folder for watch.json (default results/watch-<yyyyMMdd-HHmmss>)." };
        var labResults = new Option<string?>("--lab-results") { Description = "A results.json (or its folder) of a lab run with " +
            "web-throughput: its sync-over-async and async figures are quoted beside the fixes." };
        var allowCannotTell = new Option<bool>("--allow-cannot-tell")
        {
            Description = $"Let a detector named by --fail-on that could not tell pass (by default the watch exits " +
                $"{ExitCodes.CannotTell}).",
        };
        var traces = new Option<string[]>("--trace")
        {
            Description = "Judge a .nettrace capture instead of a live process (repeat for several). Capture one with: " +
                WatchProviders.CaptureCommand(null),
            AllowMultipleArgumentsPerToken = false,
        };
        var saveTrace = new Option<string?>("--save-trace")
        {
            Description = "Also write each watched process's capture to this .nettrace file (for a command, one file per process, " +
                "the process id before the extension), for --trace or PerfView.",
        };
        var keepWaits = new Option<bool>("--keep-waits")
        {
            Description = "Keep the wait events on for the whole watch (.NET 9+). By default a process's wait events are turned " +
                "off once blocking is found in it with its stacks, since raising one for every wait slows a process that blocks.",
        };
        var command = new Argument<string[]>("command") { Description = "After --: the command to start and watch, with its " +
            "arguments.", Arity = ArgumentArity.ZeroOrMore };
        var verb = new Command("watch",
            "Watch a live .NET process and judge: thread-pool starvation, blocking on pool threads, lock contention, GC " +
                "pauses.") { pid, name, duration, since, failOn, allowCannotTell, output, labResults, traces, saveTrace, keepWaits,
                command };
        verb.SetAction(async (parseResult, cancellationToken) =>
        {
            var named = parseResult.GetValue(name);
            OptionRules.Requires(parseResult, allowCannotTell, failOn);
            var captures = WatchArguments.Traces(parseResult.GetValue(traces) ?? [], parseResult.GetValue(pid),
                parseResult.GetValue(command) ?? [], parseResult.GetValue(duration), named);
            if (captures.Count > 0 && parseResult.GetValue(keepWaits))
            {
                throw new UsageException("--keep-waits keeps a live watch's wait events on; it does not go with --trace");
            }

            var processId = WatchArguments.ProcessId(parseResult.GetValue(pid), named, WatchArguments.ProcessesNamed);
            var warmUp = WatchArguments.WarmUp(parseResult.GetValue(since));
            var saveTo = WatchArguments.SaveTrace(parseResult.GetValue(saveTrace), captures.Count > 0);
            var request = captures.Count > 0 ? null : WatchArguments.Request(processId, parseResult.GetValue(command) ?? [],
                parseResult.GetValue(duration)) with
                {
                    SaveTrace = saveTo, WarmUp = warmUp, KeepWaits = parseResult.GetValue(keepWaits),
                };
            var failures = WatchArguments.FailOn(parseResult.GetValue(failOn));
            var quote = parseResult.GetValue(labResults) is { } results
                ? WatchLabFigures.Quote(ResultsFile.Read(results)) ?? throw new UsageException(
                    $"--lab-results '{results}' has no web-throughput figures at 200 users with the default pool")
                : null;
            var now = DateTimeOffset.UtcNow;
            using var folder = OutputDirectory.Prepare(parseResult.GetValue(output) ?? Path.Combine("results",
                "watch-" + Running.RunEnvironment.NewRunId(now)), now);
            return await ExecuteAsync(request, captures, warmUp, failures, parseResult.GetValue(allowCannotTell), quote, folder.Path,
                cancellationToken).ConfigureAwait(false);
        });
        return verb;
    }

    // A live panel in a terminal; plain lines when redirected, and for a command, whose own output would tear the panel.
    private static Task<WatchDocument> RunAsync(WatchRequest request, CancellationToken cancellationToken)
    {
        if (!ConsoleOutput.IsInteractive || request.ProcessId is null)
        {
            return WatchRun.RunAsync(request, new WatchConsole(Console.Out), cancellationToken);
        }

        var table = LiveWatchView.NewTable();
        return AnsiConsole.Live(table).StartAsync(context => WatchRun.RunAsync(request, new LiveWatchView(context, table),
            cancellationToken));
    }

    private static async Task<int> ExecuteAsync(WatchRequest? request, IReadOnlyList<string> captures, TimeSpan warmUp,
        IReadOnlySet<string> failOn,
        bool allowCannotTell, string? labFigure, string folder, CancellationToken cancellationToken)
    {
        WatchDocument document;
        try
        {
            document = request is null ? TraceWatch.Judge(captures, warmUp)
                : await RunAsync(request, cancellationToken).ConfigureAwait(false);
        }
        catch (WatchAttachException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.Usage;
        }

        document = document with
        {
            Processes = [.. document.Processes.Select(p => p with { Verdicts = LabFigures.Attach(p.Verdicts, labFigure) })],
        };
        var path = WatchFile.Write(folder, document);
        WatchHtml.Write(folder, document);
        new WatchConsole(Console.Out).Summary(document, path);
        if (request is null && document.AllVerdicts().Any(pv => pv.Verdict.Finding == Finding.CannotTell))
        {
            Console.WriteLine("watch: a capture lacked events a verdict needs; capture with: " + WatchProviders.CaptureCommand(null));
        }

        var (exitCode, why) = WatchGate.Decide(document, failOn, allowCannotTell, path);
        if (why is not null)
        {
            ConsoleOutput.WriteError(why);
        }

        return exitCode;
    }
}
