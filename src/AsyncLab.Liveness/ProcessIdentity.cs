using System.Diagnostics;
using System.Globalization;

namespace AsyncLab.Liveness;

/// <summary>
/// One process, told apart from a later one that got its pid: pids are reused, so the process's start time (clock
/// ticks since boot, from /proc) is kept beside the pid and must match too. Without /proc (macOS) the start time is 0
/// and the pid alone is checked.
/// </summary>
public sealed record ProcessIdentity(int ProcessId, long StartTicks)
{
    /// <summary>True while the very process this names runs (not merely one with the same pid).</summary>
    public bool IsRunning => Of(ProcessId) is { } now && (now.StartTicks == StartTicks || StartTicks == 0 || now.StartTicks == 0);

    /// <summary>The process with this pid now, or null when there is none.</summary>
    public static ProcessIdentity? Of(int pid)
    {
        if (Directory.Exists("/proc/self"))
        {
            return StatFields(pid) is { Length: > 19 } fields && long.TryParse(fields[19], CultureInfo.InvariantCulture, out var start)
                ? new ProcessIdentity(pid, start)
                : null;
        }

        return IsAlive(pid) ? new ProcessIdentity(pid, 0) : null;
    }

    /// <summary>
    /// Whether any process has this pid now and runs: where a reused pid does no harm, or no start time is known. A zombie
    /// (exited, not yet reaped by its parent) counts as gone, since it runs no code and only its exit status is left.
    /// </summary>
    public static bool IsAlive(int pid)
    {
        if (IsZombie(pid))
        {
            return false;
        }

        try
        {
            using var process = Process.GetProcessById(pid);
            return !process.HasExited;
        }
        catch (Exception gone) when (gone is ArgumentException or InvalidOperationException)
        {
            return false;
        }
    }

    /// <summary>
    /// Waits up to <paramref name="grace"/> for the process with this pid to go: true once it has, false when it still runs
    /// after the grace.
    /// </summary>
    public static async Task<bool> ExitsWithinAsync(int pid, TimeSpan grace)
    {
        var waited = Stopwatch.StartNew();
        while (IsAlive(pid))
        {
            if (waited.Elapsed >= grace)
            {
                return false;
            }

            await Task.Delay(TimeSpan.FromMilliseconds(100)).ConfigureAwait(false);
        }

        return true;
    }

    // State 'Z' is a zombie and 'X' a process being torn down.
    private static bool IsZombie(int pid) => StatFields(pid) is [['Z' or 'X', ..], ..];

    // /proc/pid/stat is "pid (comm) state ppid ...", and comm may hold spaces and ')', so fields are counted from the last
    // ')': state is the first field after it and starttime (field 22 of the line) the twentieth. Null without such a file.
    private static string[]? StatFields(int pid)
    {
        try
        {
            var text = File.ReadAllText($"/proc/{pid}/stat");
            var afterComm = text.LastIndexOf(')') + 2;
            return afterComm >= 2 && afterComm < text.Length ? text[afterComm..].Split(' ') : null;
        }
        catch (Exception unreadable) when (unreadable is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
