using System.Text.Json.Serialization;

namespace AsyncLab.Results;

/// <summary>Where and how the run was made: the facts a reader needs before trusting any figure.</summary>
public sealed record RunInfo(
    string Id,
    string Profile,
    DateTimeOffset StartedUtc,
    DateTimeOffset? FinishedUtc,
    string Runtime,
    string Os,
    string Cpu,
    int LogicalCores,
    string Gc,
    string ToolVersion)
{
    /// <summary>
    /// The lab's name for the runtime the experiments ran on (e.g. "net10.0"); absent in files written before it was
    /// kept.
    /// </summary>
    public string? RuntimeName { get; init; }

    /// <summary>
    /// The runtime's settings the environment gave the lab and its launches (DOTNET_ and COMPlus_ variables such as
    /// DOTNET_TieredPGO=0), which change what the JIT, the GC or the thread pool do and so every figure; the SDK's and the
    /// host's own variables are left out. Empty: the runtime's defaults. Null in files written before it was kept.
    /// </summary>
    public IReadOnlyDictionary<string, string>? RuntimeSettings { get; init; }

    /// <summary>The version of the .NET SDK the lab was built with (e.g. "10.0.100"); null in files written before it was kept.</summary>
    public string? Sdk { get; init; }

    /// <summary>The version of BenchmarkDotNet the lab measured with; null in files written before it was kept.</summary>
    public string? BenchmarkDotNet { get; init; }

    /// <summary>The lab's source commit, as `--version` prints it; null when the build did not know it and in older files.</summary>
    public string? Commit { get; init; }

    /// <summary>The arguments the lab was started with ("run --profile quick"), so a reader can make the run again; null in
    /// older files.</summary>
    public string? CommandLine { get; init; }

    /// <summary>The settings as one line: "DOTNET_TieredPGO=0", "the runtime's defaults", or "not recorded".</summary>
    [JsonIgnore]
    public string RuntimeSettingsText => RuntimeSettings switch
    {
        null => "not recorded",
        { Count: 0 } => "the runtime's defaults",
        var settings => string.Join(", ", settings.OrderBy(s => s.Key, StringComparer.Ordinal).Select(s => $"{s.Key}={s.Value}")),
    };
}
