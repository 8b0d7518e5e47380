using AsyncLab.Results;

namespace AsyncLab.Reporting;

/// <summary>One runtime of a multi-runtime run as the reports show it: its name, label, exact version and results.</summary>
public sealed record RuntimeColumn(
    string Name,
    string Label,
    bool Preview,
    string? Version,
    RuntimeStatus Status,
    string? Error,
    IReadOnlyList<ExperimentResult> Experiments)
{
    public ExperimentResult? Experiment(string id) => Experiments.FirstOrDefault(e => e.Id == id);
}
