namespace AsyncLab.Runtimes;

/// <summary>
/// A runtime the lab can measure on: a target framework, and whether the lab's own async methods are compiled for
/// runtime async (the .NET 10 preview in which the runtime, not the compiler's state machines, runs them).
/// </summary>
/// <param name="Name">What <c>run --runtimes</c> takes and results.json records, e.g. "net8.0".</param>
/// <param name="Label">How reports name it, e.g. ".NET 8".</param>
public sealed record LabRuntime(string Name, string TargetFramework, bool RuntimeAsync, string Label)
{
    /// <summary>.NET 10 refuses to load methods compiled for runtime async unless this is 1.</summary>
    public const string RuntimeAsyncVariable = "DOTNET_RuntimeAsync";

    public static readonly LabRuntime Net8 = new("net8.0", "net8.0", false, ".NET 8");
    public static readonly LabRuntime Net9 = new("net9.0", "net9.0", false, ".NET 9");
    public static readonly LabRuntime Net10 = new("net10.0", "net10.0", false, ".NET 10");
    public static readonly LabRuntime Net10RuntimeAsync = new("net10.0-runtime-async", "net10.0", true, ".NET 10 runtime async (preview)");

    /// <summary>Every runtime whose packs the lab's package source serves for linux-x64 (checked when it was added).</summary>
    public static IReadOnlyList<LabRuntime> Known { get; } = [Net8, Net9, Net10, Net10RuntimeAsync];

    /// <summary>The runtime this process runs on, as the lab names it.</summary>
    public static LabRuntime Current { get; } = DescribeCurrent();

    /// <summary>A preview feature: reports say so wherever its figures appear.</summary>
    public bool Preview => RuntimeAsync;

    public static string KnownNames => string.Join(", ", Known.Select(r => r.Name));

    public static LabRuntime? Find(string name) =>
        Known.FirstOrDefault(r => string.Equals(r.Name, name.Trim(), StringComparison.OrdinalIgnoreCase));

    /// <summary>What the child's environment needs for this runtime to load the lab.</summary>
    public IReadOnlyDictionary<string, string> Environment => RuntimeAsync
        ? new Dictionary<string, string> { [RuntimeAsyncVariable] = "1" }
        : new Dictionary<string, string>();

    private static LabRuntime DescribeCurrent()
    {
#if LAB_RUNTIME_ASYNC
        return Net10RuntimeAsync;
#else
        var framework = $"net{System.Environment.Version.Major}.0";
        return Known.FirstOrDefault(r => !r.RuntimeAsync && r.TargetFramework == framework)
            ?? new LabRuntime(framework, framework, false, $".NET {System.Environment.Version.Major}");
#endif
    }
}
