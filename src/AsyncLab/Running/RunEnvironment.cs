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

    private static string CpuName()
    {
        try
        {
            if (File.Exists("/proc/cpuinfo"))
            {
                var line = File.ReadLines("/proc/cpuinfo").FirstOrDefault(l => l.StartsWith("model name", StringComparison.Ordinal));
                if (line is not null)
                {
                    return line[(line.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim();
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
