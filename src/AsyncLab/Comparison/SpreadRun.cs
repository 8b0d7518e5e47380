using System.Text.Json.Serialization;

namespace AsyncLab.Comparison;

/// <summary>One run a recorded spread was measured on: its id and when it started.</summary>
public sealed record SpreadRun(string Id, DateTimeOffset StartedUtc)
{
    /// <summary>
    /// Which set of runs of the same code it belongs to (1, 2, …) where the spreads were measured over several sets, each
    /// paired only within itself; null for a single set.
    /// </summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public int? Set { get; init; }
}
