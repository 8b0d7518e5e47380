using System.Globalization;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// A folder of a lab whose process had exited: whose it was, whether its server was still up, whether it is gone now.
/// </summary>
public sealed record SweptFolder(string Folder, int OwnerPid, bool ServerStopped, bool Removed);

/// <summary>What a sweep for leftovers of earlier labs did.</summary>
public sealed record LeftoverSweep(IReadOnlyList<SweptFolder> Folders)
{
    /// <summary>One line for the console, or null when there was nothing to sweep.</summary>
    public string? Summary
    {
        get
        {
            if (Folders.Count == 0)
            {
                return null;
            }

            var each = Folders.Select(f => string.Create(CultureInfo.InvariantCulture,
                $"{f.Folder} (lab pid {f.OwnerPid}{(f.ServerStopped ? ", its server stopped" : "")}{(f.Removed ? "" : ", NOT removed")})"));
            var removed = Folders.Count(f => f.Removed);
            return string.Create(CultureInfo.InvariantCulture,
                $"swept {Folders.Count} PostgreSQL folder(s) left by labs that no longer run, " +
                $"{removed} removed: {string.Join("; ", each)}");
        }
    }
}
