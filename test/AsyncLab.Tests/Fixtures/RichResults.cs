using AsyncLab.Results;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// The checked-in results.json the report snapshots are rendered from: bars without parameters (async-cost,
/// command-bus), numeric parameters over decades (whenall-vs-foreachasync), latency percentiles and series
/// (web-throughput), a failed experiment, and every verdict.
/// </summary>
public static class RichResults
{
    public const string Path = "Reporting/Snapshots/rich-results.json";

    public static ResultsDocument Read() => ResultsFile.Read(TestFiles.PathOf(Path));

    public static ExperimentResult Experiment(string id) => Read().Experiments.Single(e => e.Id == id);
}
