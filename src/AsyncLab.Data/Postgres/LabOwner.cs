using System.Globalization;
using AsyncLab.Liveness;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// The lab process that owns a server folder, written into the folder as its first file so that a later lab can tell
/// a folder whose lab is gone from one still in use. A pid alone is not enough, as pids are reused: the record is the
/// process's <see cref="ProcessIdentity"/>, its start time beside its pid.
/// </summary>
public sealed record LabOwner(int ProcessId, long StartTicks)
{
    public const string FileName = "owner";

    /// <summary>This process.</summary>
    public static LabOwner Current { get; } = ProcessIdentity.Of(Environment.ProcessId) is { } self
        ? new LabOwner(self.ProcessId, self.StartTicks)
        : new LabOwner(Environment.ProcessId, 0);

    /// <summary>True while the very process that wrote the record runs (not merely one with the same pid).</summary>
    public bool IsRunning => new ProcessIdentity(ProcessId, StartTicks).IsRunning;

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
