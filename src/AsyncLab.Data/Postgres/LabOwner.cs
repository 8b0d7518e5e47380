using System.Diagnostics;
using System.Globalization;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// The lab process that owns a server folder, written into the folder as its first file so that a later lab can tell
/// a folder whose lab is gone from one still in use. A pid alone is not enough: pids are reused, so the process's
/// start time (clock ticks since boot, from /proc) is kept beside it and must match too.
/// </summary>
public sealed record LabOwner(int ProcessId, long StartTicks)
{
    public const string FileName = "owner";

    /// <summary>This process.</summary>
    public static LabOwner Current { get; } = Of(Environment.ProcessId) ?? new LabOwner(Environment.ProcessId, 0);

    /// <summary>True while the very process that wrote the record runs (not merely one with the same pid).</summary>
    public bool IsRunning => Of(ProcessId) is { } now && (now.StartTicks == StartTicks || StartTicks == 0 || now.StartTicks == 0);

    /// <summary>The process with this pid now, or null when there is none.</summary>
    public static LabOwner? Of(int pid)
    {
        var stat = $"/proc/{pid}/stat";
        if (Directory.Exists("/proc/self"))
        {
            try
            {
                // "pid (comm) state ppid ...": comm may hold spaces and ')', so count fields from the last ')'; starttime is field 22.
                var text = File.ReadAllText(stat);
                var fields = text[(text.LastIndexOf(')') + 2)..].Split(' ');
                return new LabOwner(pid, long.Parse(fields[19], CultureInfo.InvariantCulture));
            }
            catch (Exception gone) when (gone is IOException or UnauthorizedAccessException or FormatException or IndexOutOfRangeException)
            {
                return null;
            }
        }

        // No /proc (macOS): the pid alone.
        try
        {
            using var process = Process.GetProcessById(pid);
            return process.HasExited ? null : new LabOwner(pid, 0);
        }
        catch (Exception gone) when (gone is ArgumentException or InvalidOperationException)
        {
            return null;
        }
    }

    /// <summary>Written whole or not at all (a rename), so a sweep never reads half a record and takes it for another lab's.</summary>
    public void WriteTo(string folder)
    {
        var draft = Path.Combine(folder, FileName + ".draft");
        File.WriteAllText(draft, string.Create(CultureInfo.InvariantCulture, $"{ProcessId} {StartTicks}\n"));
        File.Move(draft, Path.Combine(folder, FileName), overwrite: true);
    }

    /// <summary>The record in <paramref name="folder"/>, or null when it is missing, unreadable (another user's) or malformed.</summary>
    public static LabOwner? ReadFrom(string folder)
    {
        try
        {
            var parts = File.ReadAllText(Path.Combine(folder, FileName))
                .Split(' ', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
            return parts.Length == 2
                && int.TryParse(parts[0], NumberStyles.None, CultureInfo.InvariantCulture, out var pid)
                && long.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out var ticks)
                ? new LabOwner(pid, ticks)
                : null;
        }
        catch (Exception unreadable) when (unreadable is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
