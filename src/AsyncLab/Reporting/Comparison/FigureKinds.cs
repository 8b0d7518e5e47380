using AsyncLab.Catalog;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Comparison;

/// <summary>Which <see cref="FigureKind"/> a metric is, read from its key and the unit the registry declares.</summary>
public static class FigureKinds
{
    public static FigureKind Of(string metric)
    {
        var declared = MetricCatalog.Of(metric);
        if (metric.StartsWith("latency_", StringComparison.Ordinal) || metric.StartsWith("send_lag", StringComparison.Ordinal))
        {
            return FigureKind.Latency;
        }

        // A loop's calls per second is one over its time per call: it moves between runs as the time does.
        if (declared.Unit == MetricUnit.Nanoseconds || metric.StartsWith("ops_per_sec", StringComparison.Ordinal))
        {
            return FigureKind.TimePerCall;
        }

        // The ideal share is throughput over a fixed ideal, so it moves exactly as throughput does.
        if (metric.StartsWith("throughput", StringComparison.Ordinal) || metric == MetricNames.IdealShare)
        {
            return FigureKind.Throughput;
        }

        return declared.Unit == MetricUnit.WorkUnits ? FigureKind.WorkUnits : FigureKind.Other;
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
