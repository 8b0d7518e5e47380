using System.Globalization;
using AsyncLab.Load;
using AsyncLab.Watch;

namespace AsyncLab.Cli;

/// <summary>Turns watch's flags into a <see cref="WatchRequest"/> and the detectors to fail on, or a one-line <see cref="UsageException"/>.</summary>
public static class WatchArguments
{
    public static WatchRequest Request(int? pid, IReadOnlyList<string> command, double? durationSeconds)
    {
        var duration = durationSeconds is { } seconds
            ? double.IsFinite(seconds) && seconds > 0 && seconds <= LoadPlan.DurationLimit.TotalSeconds ? TimeSpan.FromSeconds(seconds)
                : throw new UsageException($"--duration {seconds.ToString(CultureInfo.InvariantCulture)} must be a number of seconds in (0, {LoadPlan.DurationLimit.TotalSeconds:0}]")
            : (TimeSpan?)null;
        return (pid, command.Count) switch
        {
            ({ }, > 0) => throw new UsageException("give --pid N or -- COMMAND [ARGS], not both"),
            (null, 0) => throw new UsageException("watch needs --pid N (a running .NET process) or -- COMMAND [ARGS] (one to start)"),
            ({ } p, _) when p <= 0 => throw new UsageException($"--pid {p} is not a process id"),
            ({ } p, _) when p == Environment.ProcessId => throw new UsageException("the lab cannot watch itself"),
            _ => new WatchRequest(pid, command, duration),
        };
    }

    /// <summary>The --fail-on list: detector names separated by commas.</summary>
    public static IReadOnlySet<string> FailOn(string? text)
    {
        var names = (text ?? string.Empty).Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).ToHashSet(StringComparer.Ordinal);
        var unknown = names.Where(n => !Watcher.DetectorNames.Contains(n)).ToList();
        return unknown.Count == 0 ? names
            : throw new UsageException($"--fail-on '{string.Join(',', unknown)}': unknown; use {string.Join(", ", Watcher.DetectorNames)}");
    }
}
