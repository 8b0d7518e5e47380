using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The metrics only whenall-vs-foreachasync writes (the fan-out runs and the parallel-capacity control): its part
/// of the registry (see <c>IExperiment.Metrics</c>).
/// </summary>
public static class WhenAllVsForEachAsyncMetrics
{
    /// <summary>The cores of the machine that measured, kept so a claim scoped by cores is judged by them, not the judge's.</summary>
    public static readonly Metric Cores = new("cores", MetricUnit.Count, MetricBetter.Neither, "cores");

    public static readonly Metric SpeedupRatio = new("speedup_ratio", MetricUnit.Ratio, MetricBetter.Neither, "speedup ratio");

    public static readonly Metric ThreadsUsed = new("threads_used", MetricUnit.Count, MetricBetter.Neither, "threads used");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(WhenAllVsForEachAsyncMetrics));
}
