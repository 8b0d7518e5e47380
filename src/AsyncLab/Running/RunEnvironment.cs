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
    };

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
