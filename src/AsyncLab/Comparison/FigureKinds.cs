using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>
/// Which <see cref="FigureKind"/> a metric is: the kind its run declares; in a file written before metrics declared
/// one, what its key says (<see cref="OfOlderKey"/>); else what its unit says.
/// </summary>
public static class FigureKinds
{
    public static FigureKind Of(Metric metric)
    {
        ArgumentNullException.ThrowIfNull(metric);
        return metric.Kind ?? OfOlderKey(metric.Key) ?? metric.Unit switch
        {
            // Any rate the metric does not declare a throughput is a loop's calls per second: one over its time per call,
            // it moves between runs as the time does.
            MetricUnit.Nanoseconds or MetricUnit.PerSecond => FigureKind.TimePerCall,
            MetricUnit.WorkUnits => FigureKind.WorkUnits,
            _ => FigureKind.Other,
        };
    }

    /// <summary>
    /// The kind of a metric declared in a results.json written before metrics declared their kind, from its key: the
    /// lab's load tests named their throughputs and latencies by these prefixes, and keys are never renamed.
    /// </summary>
    public static FigureKind? OfOlderKey(string key) =>
        key.StartsWith("latency_", StringComparison.Ordinal) || key.StartsWith("send_lag", StringComparison.Ordinal) ? FigureKind.Latency
        : key.StartsWith("throughput", StringComparison.Ordinal) || key == MetricNames.IdealShare ? FigureKind.Throughput
        : null;

    /// <summary>How reports name the kind.</summary>
    public static string Name(FigureKind kind) => kind switch
    {
        FigureKind.TimePerCall => "time per call",
        FigureKind.Throughput => "throughput",
        FigureKind.Latency => "latency",
        FigureKind.WorkUnits => "work units",
        _ => "other",
    };
}
