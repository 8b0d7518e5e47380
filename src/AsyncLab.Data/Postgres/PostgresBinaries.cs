namespace AsyncLab.Data.Postgres;

/// <summary>The folder holding initdb, pg_ctl and postgres, found on PATH or in the Debian layout.</summary>
public sealed record PostgresBinaries(string Directory)
{
    public const string MissingReason =
        "PostgreSQL is not installed (no initdb/pg_ctl/postgres on PATH or in /usr/lib/postgresql/*/bin; " +
        ".ci/install-postgresql.sh installs them) and ASYNCLAB_POSTGRES gives no server";

    public string InitDb => Path.Combine(Directory, "initdb");

    public string PgCtl => Path.Combine(Directory, "pg_ctl");

    /// <summary>The first complete set of binaries, or null when there is none.</summary>
    public static PostgresBinaries? Locate() =>
        Locate(Environment.GetEnvironmentVariable("PATH") ?? "", "/usr/lib/postgresql");

    /// <summary>Searches <paramref name="searchPath"/> (PATH syntax), then <paramref name="debianRoot"/>/*/bin, newest first.</summary>
    internal static PostgresBinaries? Locate(string searchPath, string debianRoot)
    {
        foreach (var candidate in CandidateDirectories(searchPath, debianRoot))
        {
            if (IsComplete(candidate))
            {
                return new PostgresBinaries(candidate);
            }
        }

        return null;
    }

    private static IEnumerable<string> CandidateDirectories(string searchPath, string debianRoot)
    {
        foreach (var entry in searchPath.Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries))
        {
            var initDb = Path.Combine(entry, "initdb");
            if (File.Exists(initDb))
            {
                // /usr/local/bin/initdb is often a link into /usr/lib/postgresql/N/bin, where postgres lives.
                var real = new FileInfo(initDb).ResolveLinkTarget(returnFinalTarget: true)?.FullName ?? initDb;
                yield return Path.GetDirectoryName(real)!;
            }
        }

        if (System.IO.Directory.Exists(debianRoot))
        {
            var newestFirst = System.IO.Directory.GetDirectories(debianRoot)
                .OrderByDescending(d => int.TryParse(Path.GetFileName(d).Split('.')[0], out var major) ? major : 0);
            foreach (var version in newestFirst)
            {
                yield return Path.Combine(version, "bin");
            }
        }
    }

    private static bool IsComplete(string directory) =>
        new[] { "initdb", "pg_ctl", "postgres" }.All(tool => File.Exists(Path.Combine(directory, tool)));
}
