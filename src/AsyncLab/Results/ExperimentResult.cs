namespace AsyncLab.Results;

/// <summary>One experiment's share of results.json: what was measured and what it says about the claims.</summary>
public sealed record ExperimentResult(
    string Id,
    string Title,
    ExperimentStatus Status,
    string? Error,
    IReadOnlyList<Measurement> Measurements,
    IReadOnlyList<ClaimResult> Claims)
{
    /// <summary>Context the report shows above the tables (what the profile left out, what the claims assume).</summary>
    public IReadOnlyList<string> Notes { get; init; } = [];

    /// <summary>
    /// The declarations of the metrics its measurements use (figures, published figures, samples, histograms): key, unit,
    /// better direction, label, and whether a figure is a spread or a load test's seconds in time order. Reports and
    /// compare format and judge a figure by these alone. Empty in files written before they were recorded: such figures
    /// print as plain numbers, and compare cannot tell whether they changed.
    /// </summary>
    public IReadOnlyList<Metric> Metrics { get; init; } = [];

    /// <summary>
    /// True for an experiment judged across the runtimes of the run rather than measured on one (its measurements are
    /// other experiments', marked by runtime); the reports show it after the runtimes. Absent otherwise.
    /// </summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public bool? AcrossRuntimes { get; init; }

    /// <summary>Figures over time or over a parameter (thread count per second, time per item count).</summary>
    public IReadOnlyList<Series> Series { get; init; } = [];

    /// <summary>Wall-clock seconds the experiment took in this run.</summary>
    public double? DurationSeconds { get; init; }

    /// <summary>
    /// The most looks the run's schedule allowed at this experiment's claims (<see cref="Stopping.LookSchedule"/>): every
    /// verdict, re-judged ones included, spends 1 % / looks. Null in files written before it was recorded.
    /// </summary>
    public int? Looks { get; init; }

    /// <summary>
    /// How many processes measured the experiment, each a share of its rounds (<see cref="Measurement.Launches"/> says which
    /// took each sample). Null when it ran in the lab's own process.
    /// </summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public int? Launches { get; init; }
}
