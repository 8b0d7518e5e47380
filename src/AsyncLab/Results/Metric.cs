using System.Text.Json.Serialization;
using AsyncLab.Html;

namespace AsyncLab.Results;

/// <summary>
/// One metric as the lab declares it (in <see cref="Metrics"/> when experiments share it, else in the experiment's own
/// metrics class): the key results.json stores it under, what its number counts, which way is better, and the short name
/// reports print for it. results.json keeps the declarations of the metrics each experiment used
/// (<see cref="ExperimentResult.Metrics"/>), so reports and compare read a run by its own declarations.
/// </summary>
/// <param name="Key">The key in results.json; never renamed, so older files still read.</param>
/// <param name="Label">The column and axis name in reports, e.g. "mean" or "latency p99 ms".</param>
public sealed record Metric(string Key, MetricUnit Unit, MetricBetter Better, string Label)
{
    /// <summary>
    /// The least or most of a case's rounds or seconds: a spread, not a repeatable figure, so never compared exactly
    /// even in a unit that otherwise is (a method whose allocation depends on scheduling moves its extremes from run to
    /// run while its bytes per call stay put).
    /// </summary>
    public bool IsSpread { get; init; }

    /// <summary>
    /// Its samples are one load test's seconds in the order they were measured, not exchangeable rounds or repeats:
    /// neighbouring seconds share a queue and a machine speed, so claims read them in blocks (<c>Statistics/AutocorrelatedTInterval</c>).
    /// </summary>
    public bool InTimeOrder { get; init; }

    /// <summary>
    /// What it measures where its unit does not say (a throughput and a loop's rate are both per second; a latency and an
    /// elapsed time both in milliseconds or work units); null where the unit says it (<c>Comparison/FigureKinds</c>).
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public FigureKind? Kind { get; init; }

    /// <summary>A duration, whatever its scale: read from <see cref="Unit"/>, so not written.</summary>
    [JsonIgnore]
    public bool IsTime => Unit is MetricUnit.Nanoseconds or MetricUnit.Microseconds or MetricUnit.Milliseconds or MetricUnit.Seconds;
}
