using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// The metrics only valuetask-loop writes (the loop harness): its part of the registry (see
/// <c>IExperiment.Metrics</c>).
/// </summary>
public static class ValueTaskLoopMetrics
{
    // The slowest and fastest repeat's loops per second: a spread, never compared exactly.
    public static readonly Metric OpsPerSecMin = new("ops_per_sec_min", MetricUnit.PerSecond, MetricBetter.Higher, "ops/s min")
        { IsSpread = true };

    public static readonly Metric OpsPerSecMax = new("ops_per_sec_max", MetricUnit.PerSecond, MetricBetter.Higher, "ops/s max")
        { IsSpread = true };

    public static readonly Metric OpsPerSecSpreadFraction = new("ops_per_sec_spread_fraction", MetricUnit.Fraction, MetricBetter.Neither,
        "ops/s spread");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(ValueTaskLoopMetrics));
}
