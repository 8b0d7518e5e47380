using System.Globalization;

namespace AsyncLab.Watch.Session;

/// <summary>Which processes descend from which (Linux: /proc/PID/stat), so a command's .NET grandchildren are watched too.</summary>
public static class ProcessTree
{
    /// <summary>
    /// Whether <paramref name="pid"/> is a process that descends from <paramref name="ancestor"/>. A thread's id is not
    /// a process: /proc answers for thread ids too, with the process's parent, and a stale diagnostics socket whose pid
    /// has since been reused as a thread id of the command's process would otherwise pass for one of its children.
    /// </summary>
    public static bool Descends(int pid, int ancestor)
    {
        if (!IsProcess(pid))
        {
            return false;
        }

        for (var current = pid; current > 1;)
        {
            if (ParentOf(current) is not { } parent)
            {
                return false;
            }

            if (parent == ancestor)
            {
                return true;
            }

            current = parent;
        }

        return false;
    }

    /// <summary>A running process's id (its thread group's leader), not one of its other threads' ids.</summary>
    public static bool IsProcess(int pid)
    {
        try
        {
            var group = File.ReadLines($"/proc/{pid}/status").FirstOrDefault(l => l.StartsWith("Tgid:", StringComparison.Ordinal));
            return group is not null && int.Parse(group["Tgid:".Length..].Trim(), CultureInfo.InvariantCulture) == pid;
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or FormatException)
        {
            return false;
        }
    }

    private static int? ParentOf(int pid)
    {
        try
        {
            // "PID (COMM) STATE PPID ...": COMM may hold spaces and parentheses, so read after the last ')'.
            var stat = File.ReadAllText($"/proc/{pid}/stat");
            var fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
            return int.Parse(fields[1], CultureInfo.InvariantCulture);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or FormatException
            or ArgumentOutOfRangeException or IndexOutOfRangeException)
        {
            return null;
        }
    }
}
