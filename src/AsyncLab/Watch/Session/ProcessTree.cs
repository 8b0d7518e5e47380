using System.Globalization;

namespace AsyncLab.Watch.Session;

/// <summary>Which processes descend from which (Linux: /proc/PID/stat), so a command's .NET grandchildren are watched too.</summary>
public static class ProcessTree
{
    public static bool Descends(int pid, int ancestor)
    {
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

    private static int? ParentOf(int pid)
    {
        try
        {
            // "PID (COMM) STATE PPID ...": COMM may hold spaces and parentheses, so read after the last ')'.
            var stat = File.ReadAllText($"/proc/{pid}/stat");
            var fields = stat[(stat.LastIndexOf(')') + 2)..].Split(' ');
            return int.Parse(fields[1], CultureInfo.InvariantCulture);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException or FormatException or ArgumentOutOfRangeException or IndexOutOfRangeException)
        {
            return null;
        }
    }
}
