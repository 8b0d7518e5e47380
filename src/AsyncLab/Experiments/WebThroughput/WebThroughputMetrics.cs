using AsyncLab.Results;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// The metrics only web-throughput writes (its load tests and the target server's pool as it observes them), each
/// declared once: its key in results.json (never renamed, so older files still read), unit, better direction and label.
/// The experiment hands them to the registry (<c>IExperiment.Metrics</c>); the metrics experiments share (time, bytes,
/// throughput, latency) are in Results/Metrics.
/// </summary>
public static class WebThroughputMetrics
{
    public static readonly Metric ServerStalled = new("server_stalled", MetricUnit.Flag, MetricBetter.Lower, "server stalled");

    public static readonly Metric InlineFraction = new("inline_fraction", MetricUnit.Fraction, MetricBetter.Neither, "inline fraction");

    public static readonly Metric LatencyMeanU = new("latency_mean_u", MetricUnit.WorkUnits, MetricBetter.Lower, "latency mean u");

    public static readonly Metric LatencyP99U = new("latency_p99_u", MetricUnit.WorkUnits, MetricBetter.Lower, "latency p99 u");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(WebThroughputMetrics));
}
