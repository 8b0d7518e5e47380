using System.Text.Json.Serialization;

namespace AsyncLab.Results;

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
    /// Whose code the variant is, so the reports keep the article's rows apart from the lab's. Set by the runner from the
    /// experiment (<c>IExperiment.IsArticleVariant</c>); absent in files written before it existed.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public VariantOrigin? Origin { get; init; }

    /// <summary>The measurement as a cell of its experiment's table, as the reports name it: its variant and parameters.</summary>
    [JsonIgnore]
    public string Cell => Parameters.Count == 0 ? Variant : $"{Variant} ({string.Join(", ",
        Parameters.Select(p => $"{p.Key} {p.Value}"))})";

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

    /// <summary>
    /// True for a load test whose users change while it runs (a stepped ramp): its seconds follow the steps by design, so
    /// their correlation from one second to the next is the ramp's, not the noise's, and an experiment's pooled correlation
    /// leaves them out (<c>Statistics.AutocorrelatedTInterval</c>). Absent for every other measurement (and in files written
    /// before it existed).
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public bool? Stepped { get; init; }

    /// <summary>
    /// Which launch (0-based; a fresh process of the same build) took each sample, by sample key and in the samples' order,
    /// for an experiment measured in several launches: the intervals then include the variation between processes
    /// (<c>Statistics.ModeratedTInterval</c>). Absent when one process took them all (and in files written before it existed).
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyDictionary<string, IReadOnlyList<int>>? Launches { get; init; }

    /// <summary>
    /// Which run (0-based) of a test repeated on one server took each sample, by sample key and in the samples' order, for a
    /// test that runs several times in the lab's own process (the database's sync, async, async, sync runs): a claim's ratio
    /// of two such tests then takes the run as its unit, as it takes the launch where there are launches. Absent for every
    /// other measurement (and in files written before it existed).
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyDictionary<string, IReadOnlyList<int>>? Runs { get; init; }

    /// <summary>
    /// The name of the cases this one was timed together with (one group of bursts in turns, one loop's repeats): what a
    /// launch does to one of them it does to all, so a ratio within the group is judged with that effect taken out
    /// (<c>Statistics.NeighbourhoodPriors</c>). Absent where the harness does not say.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public string? MeasuredWith { get; init; }

    /// <summary>
    /// True for a group's yardstick: a fixed piece of the lab's own code timed in the same turns as the group
    /// (<c>Benchmarking.Turns.Yardstick</c>), which <c>compare</c> reads the group's other rows against. Absent for every
    /// other measurement (and in files written before it existed).
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public bool? Yardstick { get; init; }
}
