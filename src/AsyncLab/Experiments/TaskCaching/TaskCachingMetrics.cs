using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.TaskCaching;

/// <summary>
/// The metrics only task-caching writes (each reference-equality observation): its part of the registry (see
/// <c>IExperiment.Metrics</c>).
/// </summary>
public static class TaskCachingMetrics
{
    /// <summary>1 when two completions with the value returned one Task object, 0 when not.</summary>
    public static readonly Metric SameInstance = new("same_instance", MetricUnit.Flag, MetricBetter.Neither, "same instance");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(TaskCachingMetrics));
}
