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
            try
            {
                // "pid (comm) state ppid ...": comm may hold spaces and ')', so count fields from the last ')'; starttime is field 22.
                var text = File.ReadAllText($"/proc/{pid}/stat");
                var fields = text[(text.LastIndexOf(')') + 2)..].Split(' ');
                return new ProcessIdentity(pid, long.Parse(fields[19], CultureInfo.InvariantCulture));
            }
            catch (Exception gone) when (gone is IOException or UnauthorizedAccessException or FormatException or IndexOutOfRangeException)
            {
                return null;
            }
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

    private static bool IsZombie(int pid)
    {
        try
        {
            var text = File.ReadAllText($"/proc/{pid}/stat");
            var state = text[(text.LastIndexOf(')') + 2)..];
            return state.StartsWith('Z') || state.StartsWith('X');
        }
        catch (Exception unreadable) when (unreadable is IOException or UnauthorizedAccessException or ArgumentOutOfRangeException)
        {
            return false;
        }
    }
}
