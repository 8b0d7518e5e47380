using System.CommandLine;
using AsyncLab.Comparison;
using AsyncLab.Liveness;
using AsyncLab.Running;
using AsyncLab.SideBySide;

namespace AsyncLab.Cli;

/// <summary>
/// <c>ab BASE [HEAD]</c>: two builds of the lab timed side by side, each row of B in the same turns as the same row of
/// A, in launches of an A B B A order; every row's B/A with its interval, and a gate that fails on a row worse beyond
/// the threshold.
/// </summary>
public static class AbVerb
{
    public static Command Create()
    {
        var baseBuild = new Argument<string>("base")
        {
            Description = "A: a folder holding a build of the lab (its AsyncLab.dll), or a git ref of this repository, built on the fly.",
        };
        var headBuild = new Argument<string?>("head")
        {
            Description = "B: a folder or a git ref as for base (default: this build).",
            Arity = ArgumentArity.ZeroOrOne,
        };
        var experiments = new Option<string[]>("--experiment", "-e")
        {
            Description = $"Experiments to time (default: every one timed in turns: {string.Join(", ", TurnGroupSources.Experiments)}).",
            AllowMultipleArgumentsPerToken = true,
        };
        var profile = new Option<string>("--profile", "-p")
        {
            Description = "smoke, quick (the default) or full: the turns and burst length of that profile's run.",
            DefaultValueFactory = _ => "quick",
        };
        var units = new Option<int?>("--units")
        {
            Description = $"Launches that hold both builds, or pairs of launches when the sides' settings differ (default: smoke " +
                $"{SideBySideRequest.UnitsFor(Profile.Smoke)}, quick {SideBySideRequest.UnitsFor(Profile.Quick)}, full " +
                $"{SideBySideRequest.UnitsFor(Profile.Full)}).",
        };
        var envA = new Option<string[]>("--env-a")
        {
            Description = "NAME=VALUE set for A's launches (repeatable).",
            AllowMultipleArgumentsPerToken = true,
        };
        var envB = new Option<string[]>("--env-b")
        {
            Description = "NAME=VALUE set for B's launches (repeatable); sides whose settings differ run in launches of their own, " +
                "A B B A.",
            AllowMultipleArgumentsPerToken = true,
        };
        var threshold = new Option<double>("--threshold")
        {
            Description = "The change in percent that counts: 'same' only within it, and --fail-on-regression fails on a worse row " +
                "reaching past it (default 10).",
            DefaultValueFactory = _ => DetectableChange.Reference * 100,
        };
        var failOnRegression = new Option<bool>("--fail-on-regression")
        {
            Description = $"Exit {ExitCodes.Regression} when a gated row is worse beyond the threshold at 99 % over the gated rows " +
                $"together, {ExitCodes.CannotTell} when B lacks a row A timed.",
        };
        var allowCannotTell = new Option<bool>("--allow-cannot-tell")
        {
            Description = "With --fail-on-regression: let rows that B did not time pass.",
        };
        var output = new Option<string?>("--out", "-o") { Description = "Folder for ab.md, ab.json and the launches' samples (default: " +
            "results/ab-<yyyyMMdd-HHmmss>)." };
        var command = new Command("ab",
            "Time two builds of the lab side by side (each row of B in the same turns as A's) and give every row's B/A with its interval.")
        {
            baseBuild, headBuild, experiments, profile, units, envA, envB, threshold, failOnRegression, allowCannotTell, output,
        };
        command.SetAction((parseResult, cancellationToken) =>
        {
            OptionRules.Requires(parseResult, allowCannotTell, failOnRegression);
            var ask = new AbAsk(parseResult.GetValue(baseBuild)!, parseResult.GetValue(headBuild), parseResult.GetValue(experiments) ?? [],
                parseResult.GetValue(profile)!, parseResult.GetValue(units), parseResult.GetValue(envA) ?? [],
                parseResult.GetValue(envB) ?? [], parseResult.GetValue(threshold), parseResult.GetValue(output));
            return ExecuteAsync(ask, parseResult.GetValue(failOnRegression), parseResult.GetValue(allowCannotTell), cancellationToken);
        });
        return command;
    }

    private sealed record AbAsk(string Base, string? Head, IReadOnlyList<string> Experiments, string Profile, int? Units,
        IReadOnlyList<string> EnvA, IReadOnlyList<string> EnvB, double ThresholdPercent, string? Output);

    private static async Task<int> ExecuteAsync(AbAsk ask, bool gate, bool allowCannotTell, CancellationToken cancellationToken)
    {
        if (!ProfileNames.TryParse(ask.Profile, out var profile))
        {
            throw new UsageException($"unknown profile '{ask.Profile}'; use smoke, quick or full");
        }

        if (!(ask.ThresholdPercent > 0 && ask.ThresholdPercent < 1000))
        {
            throw new UsageException("--threshold takes a percentage above 0 and below 1000");
        }

        var units = ask.Units ?? SideBySideRequest.UnitsFor(profile);
        if (units is < 2 or > 40)
        {
            throw new UsageException($"--units takes 2 to 40 (an interval needs two units); got {units}");
        }

        var experiments = ask.Experiments
            .SelectMany(e => e.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
            .Distinct().ToList();
        if (experiments.Count == 0)
        {
            experiments = [.. TurnGroupSources.Experiments];
        }

        if (experiments.FirstOrDefault(e => !TurnGroupSources.ByExperiment.ContainsKey(e)) is { } unknown)
        {
            throw new UsageException($"ab times {string.Join(", ", TurnGroupSources.Experiments)}; '{unknown}' is not one of them");
        }

        var (envA, envB) = (Environment(ask.EnvA, "--env-a"), Environment(ask.EnvB, "--env-b"));
        var folder = Path.GetFullPath(ask.Output ?? Path.Combine("results", "ab-" + DateTime.UtcNow.ToString("yyyyMMdd-HHmmss",
            System.Globalization.CultureInfo.InvariantCulture)));
        try
        {
            Directory.CreateDirectory(folder);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            throw new UsageException($"cannot write to '{folder}': {ex.Message}");
        }

        LabBuild a, b;
        try
        {
            var builds = Path.Combine(folder, "builds");
            a = await ResolveAsync(SideBySidePlan.A, ask.Base, builds, cancellationToken).ConfigureAwait(false);
            b = ask.Head is null ? LabBuild.Current(SideBySidePlan.B)
                : await ResolveAsync(SideBySidePlan.B, ask.Head, builds, cancellationToken).ConfigureAwait(false);
        }
        catch (SideBySideException ex)
        {
            // A build that cannot be found or made is the user's input: told as bad usage.
            throw new UsageException(ex.Message);
        }

        try
        {
            var request = new SideBySideRequest(a, b, envA, envB, experiments, profile, units, ask.ThresholdPercent / 100, 0.99, folder);
            Console.WriteLine($"AsyncLab ab: A = {a.Named}, B = {b.Named}; {string.Join(", ", experiments)}, profile {profile.ToName()}, " +
                $"{request.Plan.Describe()}, writing to {folder}");
            var result = await SideBySideSession.RunAsync(request, line => Console.WriteLine("  " + line), cancellationToken)
                .ConfigureAwait(false);
            await File.WriteAllTextAsync(Path.Combine(folder, SideBySideReport.MarkdownFile), SideBySideReport.Markdown(result),
                CancellationToken.None).ConfigureAwait(false);
            await File.WriteAllTextAsync(Path.Combine(folder, SideBySideReport.JsonFile), SideBySideReport.Json(result),
                CancellationToken.None).ConfigureAwait(false);
            Console.WriteLine();
            SideBySideReport.WriteConsole(result, Console.Out);
            Console.WriteLine($"written to {Path.Combine(folder, SideBySideReport.MarkdownFile)} and {SideBySideReport.JsonFile}");
            return Outcome(result, gate, allowCannotTell);
        }
        catch (SideBySideException ex)
        {
            ConsoleOutput.WriteError(ex.Message);
            return ExitCodes.ExperimentFailed;
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            ConsoleOutput.WriteError("ab cancelled; the launches' samples so far are in " + Path.Combine(folder, "launches"));
            return ExitCodes.ExperimentFailed;
        }
    }

    private static int Outcome(SideBySideResult result, bool gate, bool allowCannotTell)
    {
        if (!gate)
        {
            return ExitCodes.Ok;
        }

        if (result.Regressions.FirstOrDefault() is { } worst)
        {
            ConsoleOutput.WriteError($"{result.Regressions.Count()} row(s) worse beyond " +
                $"±{ComparisonText.Percent(result.Request.Threshold)}, " +
                $"first: {worst.Experiment} {worst.Row} {worst.Ratio.Point:0.000}× [{worst.Ratio.Low:0.000}, {worst.Ratio.High:0.000}]");
            return ExitCodes.Regression;
        }

        if (!allowCannotTell && result.Unseen.FirstOrDefault() is { } unseen)
        {
            ConsoleOutput.WriteError($"{result.Unseen.Count()} row(s) the gate did not see, first: {unseen}; " +
                "--allow-cannot-tell lets them pass");
            return ExitCodes.CannotTell;
        }

        return ExitCodes.Ok;
    }

    private static async Task<LabBuild> ResolveAsync(string label, string named, string builds, CancellationToken cancellationToken) =>
        LabBuild.InFolder(label, named) ?? (Directory.Exists(named)
            ? throw new UsageException($"'{named}' holds no build of the lab (no AsyncLab.dll with its AsyncLab.deps.json)")
            : await BuildFromRef.BuildAsync(label, named, builds, line => Console.WriteLine("  " + line), cancellationToken)
                .ConfigureAwait(false));

    private static Dictionary<string, string> Environment(IReadOnlyList<string> pairs, string option)
    {
        var environment = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (var pair in pairs)
        {
            var equals = pair.IndexOf('=', StringComparison.Ordinal);
            if (equals <= 0)
            {
                throw new UsageException($"{option} takes NAME=VALUE; got '{pair}'");
            }

            environment[pair[..equals]] = pair[(equals + 1)..];
        }

        return environment;
    }
}

/// <summary><c>ab-launch</c>: one launch of an <c>ab</c> session, started by the lab; hidden.</summary>
public static class AbLaunchVerb
{
    public static Command Create()
    {
        var experiment = new Argument<string>("experiment");
        var profile = new Option<string>("--profile") { DefaultValueFactory = _ => "quick" };
        var launch = new Option<int>("--launch");
        var turns = new Option<int>("--turns");
        var output = new Option<string>("--out") { Required = true };
        var builds = new Option<string[]>("--build") { Required = true };
        var parentPid = new Option<int?>("--parent-pid");
        var command = new Command(SideBySideLaunchArguments.Verb, "One launch of an ab session (used by the lab).")
        {
            experiment, profile, launch, turns, output, builds, parentPid,
        };
        command.Hidden = true;
        command.SetAction(async (parseResult, cancellationToken) =>
        {
            if (!ProfileNames.TryParse(parseResult.GetValue(profile)!, out var p))
            {
                throw new UsageException("unknown profile");
            }

            using var parent = parseResult.GetValue(parentPid) is { } pid ? new ParentProcessWatch(pid) : null;
            using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken,
                parent?.ParentGone ?? CancellationToken.None);
            var loaded = parseResult.GetValue(builds)!.Select(b => b.Split('=', 2)).Select(b => new LabBuild(b[0], b[1], b[1])).ToArray();
            var standard = Benchmarking.Turns.BurstSettings.For(p);
            var settings = new Benchmarking.Turns.BurstSettings(standard.WarmUp, standard.Burst, parseResult.GetValue(turns));
            try
            {
                var samples = await SideBySideLaunch.RunAsync(parseResult.GetValue(launch), loaded,
                    parseResult.GetValue(experiment)!, settings, new Progress<ExperimentProgress>(s => Console.WriteLine(s.Step)),
                    stop.Token).ConfigureAwait(false);
                Html.AtomicFile.WriteAllText(parseResult.GetValue(output)!, System.Text.Json.JsonSerializer.Serialize(samples));
                return ExitCodes.Ok;
            }
            catch (SideBySideException ex)
            {
                ConsoleOutput.WriteError(ex.Message);
                return ExitCodes.ExperimentFailed;
            }
        });
        return command;
    }
}
