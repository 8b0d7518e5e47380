namespace AsyncLab.Data.Postgres;

/// <summary>
/// Server folders left behind by labs whose process has exited (killed before their guard could act, or with it): their
/// servers stopped, the folders removed. A folder is touched only when its owner record says whose it is and that
/// lab is gone: the folder of a running lab, one another user's lab keeps to itself (unreadable), or one too new to
/// have its record yet, is left alone.
/// </summary>
public static class PostgresLeftovers
{
    private static readonly TimeSpan ShutdownPatience = TimeSpan.FromSeconds(10);

    /// <summary>Sweeps <paramref name="root"/> (the system temp folder when null). Never throws.</summary>
    public static async Task<LeftoverSweep> SweepAsync(string? root = null)
    {
        root ??= Path.GetTempPath();
        var swept = new List<SweptFolder>();
        foreach (var folder in Candidates(root))
        {
            if (LabOwner.ReadFrom(folder) is not { } owner || owner.IsRunning)
            {
                continue;
            }

            var server = Postmaster.RunningIn(Path.Combine(folder, "data"));
            if (server is { } pid)
            {
                await Postmaster.ShutDownAsync(pid, ShutdownPatience).ConfigureAwait(false);
            }

            swept.Add(new SweptFolder(folder, owner.ProcessId, server is not null, TryDelete(folder)));
        }

        return new LeftoverSweep(swept);
    }

    private static string[] Candidates(string root)
    {
        try
        {
            return Directory.GetDirectories(root, PostgresServer.FolderPrefix + "*");
        }
        catch (Exception unreadable) when (unreadable is IOException or UnauthorizedAccessException)
        {
            return [];
        }
    }

    private static bool TryDelete(string folder)
    {
        for (var attempt = 0; attempt < 3; attempt++)
        {
            try
            {
                Directory.Delete(folder, recursive: true);
                return true;
            }
            catch (DirectoryNotFoundException)
            {
                return true; // its guard got there first
            }
            catch (Exception failure) when (failure is IOException or UnauthorizedAccessException)
            {
                Thread.Sleep(100);
            }
        }

        return !Directory.Exists(folder);
    }
}
