using AsyncLab.Results;

namespace AsyncLab.Experiments.TaskCaching;

/// <summary>One reference-equality check: did two completions with this value return the same Task instance?</summary>
public sealed record TaskCacheObservation(string Source, string Type, string Value, bool SameInstance)
{
    public Measurement ToMeasurement() => new(
        $"{Source} {Type} {Value}",
        new Dictionary<string, string> { ["source"] = Source, ["type"] = Type, ["value"] = Value },
        new Dictionary<string, double> { ["same_instance"] = SameInstance ? 1 : 0 });

    public override string ToString() => $"{Type} {Value}: {(SameInstance ? "shared" : "new")}";
}
