using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// The metrics only web-throughput writes (its load tests and the target server's pool as it observes them): its
/// part of the registry (see <c>IExperiment.Metrics</c>).
/// </summary>
public static class WebThroughputMetrics
{
    public static readonly Metric ServerStalled = new("server_stalled", MetricUnit.Flag, MetricBetter.Lower, "server stalled");

    public static readonly Metric InlineFraction = new("inline_fraction", MetricUnit.Fraction, MetricBetter.Neither, "inline fraction");

    public static readonly Metric LatencyMeanU = new("latency_mean_u", MetricUnit.WorkUnits, MetricBetter.Lower, "latency mean u")
    {
        Kind = FigureKind.Latency,
    };

    public static readonly Metric LatencyP99U = new("latency_p99_u", MetricUnit.WorkUnits, MetricBetter.Lower, "latency p99 u")
    {
        Kind = FigureKind.Latency,
    };

    /// <summary>A ramp's seconds at low load: the steps whose users, two threads each, fit the pool.</summary>
    /// <remarks>See <see cref="WebLoadTest.LoadAt"/>.</remarks>
    public static readonly Metric ThroughputLowLoadRps =
        new("throughput_low_load_rps", MetricUnit.PerSecond, MetricBetter.Higher, "throughput at low load rps")
        {
            InTimeOrder = true,
            Kind = FigureKind.Throughput,
        };

    /// <summary>A ramp's seconds at high load: the steps whose users, two threads each, exceed the pool.</summary>
    public static readonly Metric ThroughputHighLoadRps =
        new("throughput_high_load_rps", MetricUnit.PerSecond, MetricBetter.Higher, "throughput at high load rps")
        {
            InTimeOrder = true,
            Kind = FigureKind.Throughput,
        };

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(WebThroughputMetrics));
}
