using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.Composition;

/// <summary>
/// The metrics only composition writes (the watchdog, for each scenario): its part of the registry (see
/// <c>IExperiment.Metrics</c>).
/// </summary>
public static class CompositionMetrics
{
    public static readonly Metric Completed = new("completed", MetricUnit.Flag, MetricBetter.Higher, "completed");

    public static readonly Metric Deadlocked = new("deadlocked", MetricUnit.Flag, MetricBetter.Lower, "deadlocked");

    public static readonly Metric ElapsedUnits = new("elapsed_units", MetricUnit.WorkUnits, MetricBetter.Lower, "elapsed units");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(CompositionMetrics));
}
