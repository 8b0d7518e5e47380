using AsyncLab.Results;

namespace AsyncLab.Experiments.TaskCaching;

/// <summary>One reference-equality check: did two completions with this value return the same Task instance?</summary>
public sealed record TaskCacheObservation(string Source, string Type, string Value, bool SameInstance)
{
    /// <summary>Where the task came from: an async method completing synchronously, or Task.FromResult.</summary>
    public const string AsyncMethod = "async method";
    public const string FromResult = "Task.FromResult";

    public const string ValueParameter = "value";

    /// <summary>One variant per source and task type ("async method Task&lt;int&gt;"); the probed values are its rows.</summary>
    public static string VariantOf(string source, string type) => $"{source} {type}";

    public Measurement ToMeasurement() => new(
        VariantOf(Source, Type),
        new Dictionary<string, string> { [ValueParameter] = Value },
        new Dictionary<string, double> { [TaskCachingMetrics.SameInstance.Key] = SameInstance ? 1 : 0 });

    public override string ToString() => $"{Type} {Value}: {(SameInstance ? "shared" : "new")}";
}
