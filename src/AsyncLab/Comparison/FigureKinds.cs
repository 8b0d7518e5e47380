using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Comparison;

/// <summary>Which <see cref="FigureKind"/> a metric is, read from its key and the unit its run declares.</summary>
public static class FigureKinds
{
    public static FigureKind Of(Metric metric)
    {
        ArgumentNullException.ThrowIfNull(metric);
        var key = metric.Key;
        if (key.StartsWith("latency_", StringComparison.Ordinal) || key.StartsWith("send_lag", StringComparison.Ordinal))
        {
            return FigureKind.Latency;
        }

        if (metric.Unit == MetricUnit.Nanoseconds)
        {
            return FigureKind.TimePerCall;
        }

        // The ideal share is throughput over a fixed ideal, so it moves exactly as throughput does.
        if (key.StartsWith("throughput", StringComparison.Ordinal) || key == MetricNames.IdealShare)
        {
            return FigureKind.Throughput;
        }

        // Any other rate is a loop's calls per second: one over its time per call, it moves between runs as the time does.
        if (metric.Unit == MetricUnit.PerSecond)
        {
            return FigureKind.TimePerCall;
        }

        return metric.Unit == MetricUnit.WorkUnits ? FigureKind.WorkUnits : FigureKind.Other;
    }

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
