using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Small in-memory runs for the between-run spread: each figure a case of its own (variant = its name) in the
/// experiment it names, so a test states exactly which figures move how far.
/// </summary>
public static class SpreadRuns
{
    public sealed record Figure(string Experiment, string Case, string Metric, double Value);

    public static ResultsDocument Run(string id, params Figure[] figures) => Run(id, "quick", "0.1.0 (Release)", figures);

    public static ResultsDocument Run(string id, string profile, string toolVersion, params Figure[] figures) => new(
        ResultsDocument.CurrentSchema,
        new RunInfo(id, profile, new DateTimeOffset(2026, 11, 26, 3, 0, 0, TimeSpan.Zero), null, ".NET 10.0.12", "Linux", "Test CPU", 2,
            "workstation, concurrent", toolVersion),
        figures
            .GroupBy(f => f.Experiment, StringComparer.Ordinal)
            .Select(e => Declared(new ExperimentResult(e.Key, e.Key, ExperimentStatus.Ok, null,
                e.GroupBy(f => f.Case, StringComparer.Ordinal)
                    .Select(c => new Measurement(c.Key, new Dictionary<string, string>(),
                        c.ToDictionary(f => f.Metric, f => f.Value, StringComparer.Ordinal)))
                    .ToList(),
                [])))
            .ToList());

    /// <summary>The experiment with its metrics declared, as the lab writes a run.</summary>
    private static ExperimentResult Declared(ExperimentResult experiment) =>
        experiment with { Metrics = MetricDeclarations.Used(Metrics.Shared, experiment.Measurements) };

    /// <summary>A median time in nanoseconds of <paramref name="experiment"/>'s case <paramref name="name"/>.</summary>
    public static Figure Time(string experiment, string name, double nanoseconds) =>
        new(experiment, name, MetricNames.MedianNs, nanoseconds);

    public static Figure Throughput(string experiment, string name, double requestsPerSecond) =>
        new(experiment, name, MetricNames.ThroughputRps, requestsPerSecond);

    /// <summary>Writes the run as FOLDER/results.json in a new folder under <paramref name="parent"/> and returns the folder.</summary>
    public static string WriteTo(string parent, ResultsDocument run)
    {
        var folder = Path.Combine(parent, run.Run.Id);
        ResultsFile.Write(folder, run);
        return folder;
    }
}
