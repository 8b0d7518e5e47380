using System.CommandLine;
using AsyncLab.Catalog;
using AsyncLab.Durations;
#if LAB_WEB
using AsyncLab.Data.Postgres;
#endif
using AsyncLab.Liveness;
using AsyncLab.MachineSpeed;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Cli;

/// <summary><c>run [EXPERIMENT...] [--profile smoke|quick|full] [--out DIR]</c>.</summary>
public static class RunVerb
{
    public static Command Create()
    {
        var experiments = new Argument<string[]>("experiment")
        {
            Description = "Experiments to run (default: all). See 'list'.",
            Arity = ArgumentArity.ZeroOrMore,
        };
        var profile = new Option<string>("--profile", "-p")
        {
            Description = "smoke (seconds, untrusted figures), quick (minutes, the default) or full (the articles' parameters).",
            DefaultValueFactory = _ => "quick",
        };
        var output = new Option<string?>("--out", "-o") { Description = "Output folder (default: results/<yyyyMMdd-HHmmss>)." };
        var runtimes = new Option<string?>("--runtimes")
        {
            Description = $"Runtimes to measure on, comma-separated (default: the lab's own, {LabRuntime.Current.Name}). Known: " +
                $"{LabRuntime.KnownNames}. Each other one runs in a child built for it from the package source's runtime packs; nothing " +
                    $"needs installing.",
        };
        var verbose = new Option<bool>("--verbose",
            "-v") { Description = "Print every experiment's table and every claim's full why line at the end; piped, every step too." };
        var quiet = new Option<bool>("--quiet", "-q") { Description = "Print no progress and, at the end, only where the report is." };
        var parentPid = new Option<int?>("--parent-pid") { Description = "Stop when this process is gone (used by the lab for its " +
            "runtime children).", Hidden = true };
        var launches = new Option<int?>("--launches")
        {
            Description = "Processes each in-process experiment is measured in, each a share of its rounds (default: smoke " +
                $"{Launch.PlannedFor(Profile.Smoke)}, quick {Launch.PlannedFor(Profile.Quick)}, full {Launch.PlannedFor(Profile.Full)}); " +
                "1 measures in the lab's own process.",
        };
        var launch = new Option<string?>("--launch") { Description = "This process is launch N/M of a parent's run (used by the lab for " +
            "its launches).", Hidden = true };
        var command = new Command("run",
            "Run experiments, judge the claims and write results.json and the " +
                "reports.") { experiments, profile, output, runtimes, verbose, quiet, parentPid, launches, launch };
        command.SetAction((parseResult, cancellationToken) =>
        {
            OptionRules.Excludes(parseResult, quiet, verbose);
            return ExecuteAsync(
                parseResult.GetValue(experiments) ?? [],
                parseResult.GetValue(profile)!,
                parseResult.GetValue(output),
                cancellationToken,
                parseResult.GetValue(runtimes),
                parseResult.GetValue(parentPid),
                parseResult.GetValue(quiet) ? RunOutput.Quiet : parseResult.GetValue(verbose) ? RunOutput.Verbose : RunOutput.Normal,
                new LaunchArguments(parseResult.GetValue(launches), parseResult.GetValue(launch)));
        });
        return command;
    }

    public static async Task<int> ExecuteAsync(IReadOnlyList<string> experimentIds, string profileName, string? output,
        CancellationToken cancellationToken, string? runtimeList = null, int? parentPid = null, RunOutput console = RunOutput.Normal,
        LaunchArguments? launchArguments = null)
    {
        // A child of the lab prints the step lines its parent reads, whatever it was asked.
        console = parentPid is null ? console : RunOutput.ForParent;
        var quiet = console == RunOutput.Quiet;
        if (!ProfileNames.TryParse(profileName, out var profile))
        {
            throw new UsageException($"unknown profile '{profileName}'; use smoke, quick or full");
        }

        var (launchPlan, thisLaunch) = (launchArguments ?? new LaunchArguments(null, null)).Resolve(profile);

        var selected = Select(experimentIds);
        IReadOnlyList<LabRuntime> runtimes;
        try
        {
            runtimes = RuntimeList.Parse(runtimeList);
        }
        catch (FormatException ex)
        {
            throw new UsageException(ex.Message);
        }

        var others = runtimes.Where(r => r != LabRuntime.Current).ToList();
        var here = runtimes.Contains(LabRuntime.Current) ? selected : [];
        RuntimeBuild? build = null;
        if (others.Count > 0)
        {
            var sources = RuntimeSources.Locate()
                ?? throw new UsageException($"--runtimes builds the lab for each runtime from its sources, and none were found above " +
                    $"{AppContext.BaseDirectory}; run the lab from a clone (dotnet run -c Release --project src/AsyncLab -- run ...)");
            build = new RuntimeBuild(sources);
        }

        using var parent = parentPid is { } pid ? new ParentProcessWatch(pid) : null;
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken, parent?.ParentGone ?? CancellationToken.None);
        cancellationToken = stop.Token;

        using var folder = OutputDirectory.Prepare(output, DateTimeOffset.UtcNow);
        var directory = folder.Path;
        var on = runtimes.Count == 1 ? string.Empty : $", runtimes {string.Join(", ", runtimes.Select(r => r.Name))}";
        var split = launchPlan is { Planned: > 1 } ? $", {launchPlan.Planned} launches an experiment" : thisLaunch.IsOneOfSeveral ? $", " +
            $"launch {thisLaunch}" : string.Empty;
        var estimate = RunEstimate.For(here.Select(e => e.Id), profile, Environment.ProcessorCount, PreviousRuns.Beside(directory));
        if (!quiet)
        {
            Console.WriteLine($"AsyncLab: {selected.Count} experiment(s), profile {profile.ToName()}{on}{split}, writing to {directory}");
        }

        if (estimate.Experiments.Count > 0 && !quiet)
        {
            foreach (var line in DurationText.Expectation(estimate, profile.ToName(), Environment.ProcessorCount))
            {
                Console.WriteLine(line);
            }

            // A child of the lab skips it: its parent has probed the same machine, and a child's lines are not shown.
            if (parentPid is null && HandoffProbe.Warning(HandoffProbe.MeasureMedian()) is { } busy)
            {
                Console.WriteLine(busy);
            }
        }
#if LAB_WEB

        // A lab killed before it could clean up (and its guard with it) leaves a PostgreSQL server and folder behind.
        if (here.Count > 0 && (await PostgresLeftovers.SweepAsync().ConfigureAwait(false)).Summary is { } swept && !quiet)
        {
            Console.WriteLine("AsyncLab: " + swept);
        }
#endif

        var document = await ConsoleOutput.WithProgressAsync(here, others, async observer =>
        {
            var runner = build is null ? null : new RuntimeRunner(build, selected, profile, directory, observer);
            IReadOnlyList<RuntimeBuildOutcome> builds = runner is null ? [] : await runner.BuildAllAsync(others,
                cancellationToken).ConfigureAwait(false);
            if (RuntimeBuildOutcome.NotServedProblem(builds) is { } notServed)
            {
                // Nothing measured yet: a runtime the registry cannot supply is bad input, like an unknown name.
                throw new UsageException(notServed);
            }

            var measured = await new LabRunner(here, profile, directory, observer) { Launches = launchPlan, Launch = thisLaunch }
                .RunAsync(cancellationToken).ConfigureAwait(false);
            var results = new List<RuntimeResult>();
            foreach (var built in builds)
            {
                results.Add(await runner!.RunAsync(built, cancellationToken).ConfigureAwait(false));
                measured = measured with { Runtimes = results.ToArray(), Run = measured.Run with { FinishedUtc = DateTimeOffset.UtcNow } };
                ResultsFile.Write(directory, measured);
            }

            return RuntimeComparisons.Attach(measured, ExperimentCatalog.RuntimeComparisons);
        }, new RunClock(estimate), console).ConfigureAwait(false);

        ResultsFile.Write(directory, document);
        if (thisLaunch.IsOneOfSeveral)
        {
            // A launch's results are read back by its parent, which writes the reports of the whole run.
            return document.Experiments.All(e => e.Status == ExperimentStatus.Ok) ? ExitCodes.Ok : ExitCodes.ExperimentFailed;
        }

        ReportWriter.WriteAll(directory, document);
        RunEnd.Write(document, directory, console);

        if (cancellationToken.IsCancellationRequested)
        {
            ConsoleOutput.WriteError("cancelled; the experiments that finished are in the results");
            return ExitCodes.ExperimentFailed;
        }

        var allRan = document.Experiments.All(e => e.Status == ExperimentStatus.Ok)
            && document.Runtimes.All(r =>
                r.Status == RuntimeStatus.Ok && r.Experiments.All(e => e.Status is ExperimentStatus.Ok or ExperimentStatus.Skipped));
        return allRan ? ExitCodes.Ok : ExitCodes.ExperimentFailed;
    }

    private static List<IExperiment> Select(IReadOnlyList<string> ids)
    {
        if (ids.Count == 0)
        {
            return ExperimentCatalog.All.ToList();
        }

        var selected = new List<IExperiment>();
        foreach (var id in ids)
        {
            var experiment = ExperimentCatalog.Find(id)
                ?? throw new UsageException(Typos.Nearest(id, ExperimentCatalog.All.Select(e => e.Id)) is { } near
                    ? $"unknown experiment '{id}'; did you mean '{near}'?"
                    : $"unknown experiment '{id}'; known: {ExperimentCatalog.KnownIds}");
            if (!selected.Contains(experiment))
            {
                selected.Add(experiment);
            }
        }

        return selected;
    }
}
