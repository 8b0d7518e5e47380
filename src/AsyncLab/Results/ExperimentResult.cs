using System.Text.Json.Serialization;

namespace AsyncLab.Results;

public enum ExperimentStatus
{
    Ok,
    Failed,
    Skipped,

    /// <summary>Cancelled or failed part-way: the measurements are those the experiment finished before (its last checkpoint).</summary>
    Partial,
}

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

    /// <summary>Figures over time or over a parameter (thread count per second, time per item count).</summary>
    public IReadOnlyList<Series> Series { get; init; } = [];

    /// <summary>Wall-clock seconds the experiment took in this run.</summary>
    public double? DurationSeconds { get; init; }
}

/// <summary>
/// One variant under one set of parameters. Metric names carry their unit (<c>mean_ns</c>,
/// <c>allocated_bytes_per_op</c>); a metric that does not apply is absent, never zero.
/// </summary>
public sealed record Measurement(
    string Variant,
    IReadOnlyDictionary<string, string> Parameters,
    IReadOnlyDictionary<string, double> Metrics)
{
    /// <summary>The article's figures for the same variant, under the same metric names. Labelled "published" everywhere.</summary>
    public IReadOnlyDictionary<string, double>? Published { get; init; }

    /// <summary>Where the published figures come from, e.g. "seed 000/001, .NET Framework 4.7, 2018".</summary>
    public string? PublishedSource { get; init; }

    /// <summary>
    /// The raw samples behind the figures, by sample key (e.g. <c>time_ns</c>: every benchmark iteration's time per
    /// operation over all rounds; <c>throughput_rps</c>: each second of a load test), so that claims can be judged, and
    /// judged again, from results.json alone. Null when the figures are exact or single observations.
    /// </summary>
    public IReadOnlyDictionary<string, IReadOnlyList<double>>? Samples { get; init; }

    /// <summary>
    /// The distributions behind some metrics, as HdrHistogram's compressed encoding in base64, keyed by metric family
    /// and unit (<c>latency_us</c>: the latency_* metrics, in microseconds), so any percentile can be recomputed.
    /// Absent from the file when there are none (and in files written before it existed).
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyDictionary<string, string>? Histograms { get; init; }
}

/// <summary>A named line of points, e.g. thread count against seconds since the start of a load test.</summary>
public sealed record Series(string Name, string XLabel, string YLabel, IReadOnlyList<SeriesPoint> Points)
{
    /// <summary>Groups series that belong in one chart (e.g. a test name).</summary>
    public string? Group { get; init; }
}

public sealed record SeriesPoint(double X, double Y);
