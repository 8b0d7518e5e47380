using System.Globalization;
using AsyncLab.Load;
using AsyncLab.Watch;
using AsyncLab.Watch.Detectors;

namespace AsyncLab.Cli;

/// <summary>
/// Turns watch's flags into a <see cref="WatchRequest"/> and the detectors to fail on, or a one-line
/// <see cref="UsageException"/>.
/// </summary>
public static class WatchArguments
{
    public static WatchRequest Request(int? pid, IReadOnlyList<string> command, double? durationSeconds)
    {
        var duration = durationSeconds is { } seconds
            ? double.IsFinite(seconds) && seconds > 0 && seconds <= LoadPlan.DurationLimit.TotalSeconds ? TimeSpan.FromSeconds(seconds)
                : throw new UsageException(
                    $"--duration {seconds.ToString(CultureInfo.InvariantCulture)} must be a number of seconds in " +
                    $"(0, {LoadPlan.DurationLimit.TotalSeconds:0}]")
            : (TimeSpan?)null;
        return (pid, command.Count) switch
        {
            ({ }, > 0) => throw new UsageException("give -p|--process-id N or -- COMMAND [ARGS], not both"),
            (null, 0) => throw new UsageException("watch needs -p|--process-id N or -n|--name NAME (a running .NET process), or -- " +
                "COMMAND [ARGS] (one to start)"),
            ({ } p, _) when p <= 0 => throw new UsageException($"--process-id {p} is not a process id"),
            ({ } p, _) when p == Environment.ProcessId => throw new UsageException("the lab cannot watch itself"),
            _ => new WatchRequest(pid, command, duration),
        };
    }

    /// <summary>
    /// The process to attach to: the one -p|--process-id names, or the single process that -n|--name names (as
    /// dotnet-counters and dotnet-trace match it, by the name the system gives the process); <paramref name="named"/> lists
    /// the ids of the processes of a name.
    /// </summary>
    public static int? ProcessId(int? pid, string? name, Func<string, IReadOnlyList<int>> named)
    {
        if (name is null)
        {
            return pid;
        }

        if (pid is not null)
        {
            throw new UsageException("give -p|--process-id or -n|--name, not both");
        }

        var ids = named(name).Where(id => id != Environment.ProcessId).Order().ToList();
        return ids.Count switch
        {
            1 => ids[0],
            0 => throw new UsageException($"--name '{name}': no running process has that name"),
            _ => throw new UsageException($"--name '{name}': {ids.Count} processes have that name ({string.Join(", ", ids.Take(5))}" +
                $"{(ids.Count > 5 ? ", …" : string.Empty)}); give one with -p|--process-id"),
        };
    }

    /// <summary>The ids of the running processes of a name.</summary>
    public static IReadOnlyList<int> ProcessesNamed(string name)
    {
        var processes = System.Diagnostics.Process.GetProcessesByName(name);
        try
        {
            return [.. processes.Select(p => p.Id)];
        }
        finally
        {
            foreach (var process in processes)
            {
                process.Dispose();
            }
        }
    }

    /// <summary>--since's warm-up: whole seconds from 0 up to an hour; default <see cref="RuleSpan.DefaultWarmUp"/>.</summary>
    public static TimeSpan WarmUp(double? seconds) => seconds switch
    {
        null => RuleSpan.DefaultWarmUp,
        { } s when double.IsFinite(s) && s >= 0 && s <= 3600 => TimeSpan.FromSeconds(s),
        { } s => throw new UsageException($"--since {s.ToString(CultureInfo.InvariantCulture)} must be a number of seconds in [0, 3600]"),
    };

    /// <summary>--save-trace's path, its folder made; a path that cannot be written is a one-line usage error.</summary>
    public static string? SaveTrace(string? path, bool hasTraces)
    {
        if (path is null)
        {
            return null;
        }

        if (hasTraces)
        {
            throw new UsageException("--save-trace writes a live watch's capture; it does not go with --trace");
        }

        var full = Path.GetFullPath(path);
        if (Directory.Exists(full))
        {
            throw new UsageException($"--save-trace '{path}' is a folder; give a file, e.g. {Path.Combine(path, "capture.nettrace")}");
        }

        try
        {
            Directory.CreateDirectory(Path.GetDirectoryName(full)!);
            return full;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            throw new UsageException($"--save-trace '{path}': cannot create its folder ({ex.Message})");
        }
    }

    /// <summary>--trace's files: alone, with no process, command or duration to go with them.</summary>
    public static IReadOnlyList<string> Traces(IReadOnlyList<string> traces, int? pid, IReadOnlyList<string> command, double? duration,
        string? name = null)
    {
        if (traces.Count > 0 && (pid is not null || name is not null || command.Count > 0 || duration is not null))
        {
            throw new UsageException("--trace judges captures already made: give it without --process-id, --name, -- COMMAND or " +
                "--duration");
        }

        var missing = traces.FirstOrDefault(t => !File.Exists(t));
        return missing is null ? traces : throw new UsageException($"--trace '{missing}': no such file");
    }

    /// <summary>The --fail-on list: detector names separated by commas.</summary>
    public static IReadOnlySet<string> FailOn(string? text)
    {
        var names = (text ?? string.Empty)
            .Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .ToHashSet(StringComparer.Ordinal);
        var unknown = names.Where(n => !Watcher.DetectorNames.Contains(n)).ToList();
        return unknown.Count == 0 ? names
            : throw new UsageException($"--fail-on '{string.Join(',', unknown)}': unknown; use {string.Join(", ", Watcher.DetectorNames)}");
    }
}
