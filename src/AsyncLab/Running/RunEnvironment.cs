using System.Reflection;
using System.Runtime;
using System.Runtime.InteropServices;
using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>Describes the machine and runtime a run is made on: the first thing a reader of the report needs.</summary>
public static class RunEnvironment
{
    public static string NewRunId(DateTimeOffset startedUtc) =>
        startedUtc.ToString("yyyyMMdd-HHmmss", System.Globalization.CultureInfo.InvariantCulture);

    public static RunInfo Describe(string id, Profile profile, DateTimeOffset startedUtc) => new(
        id,
        profile.ToName(),
        startedUtc,
        FinishedUtc: null,
        RuntimeInformation.FrameworkDescription,
        RuntimeInformation.OSDescription,
        CpuName(),
        Environment.ProcessorCount,
        GcMode(),
        ToolVersion())
    {
        RuntimeName = LabRuntime.Current.Name,
        Sdk = Metadata(typeof(RunEnvironment).Assembly, "Sdk"),
        BenchmarkDotNet = VersionOf(typeof(BenchmarkDotNet.Running.BenchmarkRunner).Assembly),
        Commit = CommitOf(typeof(RunEnvironment).Assembly),
        CommandLine = string.Join(' ', Environment.GetCommandLineArgs().Skip(1)),
        RuntimeSettings = RuntimeSettingsOf(Environment.GetEnvironmentVariables().Cast<System.Collections.DictionaryEntry>()
            .Select(e => new KeyValuePair<string, string>((string)e.Key, e.Value as string ?? string.Empty))),
    };

    /// <summary>
    /// The variables of <paramref name="environment"/> that set the runtime (DOTNET_ or COMPlus_, any case), less those that
    /// only the SDK, the CLI or the host read (<see cref="HostOnly"/>).
    /// </summary>
    public static IReadOnlyDictionary<string, string> RuntimeSettingsOf(IEnumerable<KeyValuePair<string, string>> environment) =>
        environment
            .Select(e => (e.Key, e.Value, Name: Setting(e.Key)))
            .Where(e => e.Name is not null && !HostOnly.Any(p => e.Name.StartsWith(p, StringComparison.OrdinalIgnoreCase)))
            .ToDictionary(e => e.Key, e => e.Value, StringComparer.Ordinal);

    /// <summary>Prefixes (after DOTNET_ or COMPlus_) of variables that the SDK, the CLI, NuGet or the host read, not the runtime.</summary>
    public static readonly IReadOnlyList<string> HostOnly =
    [
        "CLI_", "NOLOGO", "ROOT", "HOST_PATH", "INSTALL_DIR", "MULTILEVEL_LOOKUP", "SKIP_FIRST_TIME_EXPERIENCE",
        "GENERATE_ASPNET_CERTIFICATE", "ADD_GLOBAL_TOOLS_TO_PATH", "NUGET_", "SDK_", "MSBUILD", "TOOLS_", "WATCH",
        "USE_POLLING_FILE_WATCHER", "RUNNING_IN_CONTAINER", "BUNDLE_EXTRACT_BASE_DIR", "DISABLE_GUI_ERRORS",
    ];

    private static string? Setting(string key) =>
        key.StartsWith("DOTNET_", StringComparison.OrdinalIgnoreCase) ? key["DOTNET_".Length..]
        : key.StartsWith("COMPlus_", StringComparison.OrdinalIgnoreCase) ? key["COMPlus_".Length..]
        : null;

    /// <summary>
    /// The CPU's name, with its family, model and stepping where the name carries no model number: a virtual machine often
    /// names only the vendor's line ("AMD EPYC"), and those three numbers tell its generation apart.
    /// </summary>
    public static string CpuModel(string name, string? family, string? model, string? stepping) =>
        name.Any(char.IsAsciiDigit) || family is null || model is null
            ? name
            : $"{name} (family {family}, model {model}{(stepping is null ? "" : ", stepping " + stepping)})";

    private static string? CpuInfo(IEnumerable<string> lines, string key) =>
        lines.Where(l => l.StartsWith(key, StringComparison.Ordinal) && l.IndexOf(':', StringComparison.Ordinal) is var colon && colon > 0
                && l[..colon].Trim() == key)
            .Select(l => l[(l.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim())
            .FirstOrDefault();

    public static string GcMode()
    {
        var mode = GCSettings.IsServerGC ? "server" : "workstation";
        return GCSettings.LatencyMode == GCLatencyMode.Batch ? mode + ", non-concurrent" : mode + ", concurrent";
    }

    public static string ToolVersion()
    {
        var assembly = typeof(RunEnvironment).Assembly;
        var version = assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion
            ?? assembly.GetName().Version?.ToString()
            ?? "unknown";
        var plus = version.IndexOf('+', StringComparison.Ordinal);
        var configuration = assembly.GetCustomAttribute<AssemblyConfigurationAttribute>()?.Configuration;
        return (plus < 0 ? version : version[..plus]) + (configuration is null ? string.Empty : $" ({configuration})");
    }

    /// <summary>An assembly's version without the commit the build appends after '+'.</summary>
    private static string? VersionOf(Assembly assembly) =>
        assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+')[0]
        ?? assembly.GetName().Version?.ToString();

    /// <summary>The commit the build appended to the lab's version after '+', as `--version` prints it.</summary>
    private static string? CommitOf(Assembly assembly) =>
        assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion.Split('+') is [_, var commit, ..]
            ? commit
            : null;

    private static string? Metadata(Assembly assembly, string key) =>
        assembly.GetCustomAttributes<AssemblyMetadataAttribute>().FirstOrDefault(a => a.Key == key)?.Value is { Length: > 0 } value
            ? value
            : null;

    private static string CpuName()
    {
        try
        {
            if (File.Exists("/proc/cpuinfo"))
            {
                var lines = File.ReadLines("/proc/cpuinfo").TakeWhile(l => l.Length > 0).ToList();
                if (CpuInfo(lines, "model name") is { } name)
                {
                    return CpuModel(name, CpuInfo(lines, "cpu family"), CpuInfo(lines, "model"), CpuInfo(lines, "stepping"));
                }
            }
        }
        catch (IOException)
        {
            // Fall through to the architecture: a CPU name is a nicety, not a reason to fail a run.
        }

        return Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER") ?? RuntimeInformation.ProcessArchitecture.ToString();
    }
}
