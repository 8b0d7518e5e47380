using System.CommandLine;
using AsyncLab.Catalog;
using AsyncLab.Data.Postgres;
using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Running;

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
        var command = new Command("run", "Run experiments, judge the claims and write results.json and the reports.") { experiments, profile, output };
        command.SetAction((parseResult, cancellationToken) => ExecuteAsync(
            parseResult.GetValue(experiments) ?? [],
            parseResult.GetValue(profile)!,
            parseResult.GetValue(output),
            cancellationToken));
        return command;
    }

    public static async Task<int> ExecuteAsync(IReadOnlyList<string> experimentIds, string profileName, string? output, CancellationToken cancellationToken)
    {
        if (!ProfileNames.TryParse(profileName, out var profile))
        {
            throw new UsageException($"unknown profile '{profileName}'; use smoke, quick or full");
        }

        var selected = Select(experimentIds);
        var directory = OutputDirectory.Prepare(output, DateTimeOffset.UtcNow);
        Console.WriteLine($"AsyncLab: {selected.Count} experiment(s), profile {profile.ToName()}, writing to {directory}");

        // A lab killed before it could clean up (and its guard with it) leaves a PostgreSQL server and folder behind.
        if ((await PostgresLeftovers.SweepAsync().ConfigureAwait(false)).Summary is { } swept)
        {
            Console.WriteLine("AsyncLab: " + swept);
        }

        var document = await ConsoleOutput.WithProgressAsync(
            selected,
            observer => new LabRunner(selected, profile, directory, observer).RunAsync(cancellationToken)).ConfigureAwait(false);

        ReportWriter.WriteAll(directory, document);
        ConsoleOutput.WriteMeasurements(document);
        ConsoleOutput.WriteClaims(document);
        var wall = (document.Run.FinishedUtc ?? DateTimeOffset.UtcNow) - document.Run.StartedUtc;
        Console.WriteLine($"wall time {wall.TotalSeconds:0.0} s; results: {Path.Combine(directory, ResultsFile.FileName)}; report: {Path.Combine(directory, HtmlReport.FileName)} (and {MarkdownReport.FileName})");

        if (cancellationToken.IsCancellationRequested)
        {
            ConsoleOutput.WriteError("cancelled; the experiments that finished are in the results");
            return ExitCodes.ExperimentFailed;
        }

        return document.Experiments.All(e => e.Status == ExperimentStatus.Ok) ? ExitCodes.Ok : ExitCodes.ExperimentFailed;
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
                ?? throw new UsageException($"unknown experiment '{id}'; known: {ExperimentCatalog.KnownIds}");
            if (!selected.Contains(experiment))
            {
                selected.Add(experiment);
            }
        }

        return selected;
    }
}
