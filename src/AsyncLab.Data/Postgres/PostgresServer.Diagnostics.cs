using AsyncLab.Liveness;

namespace AsyncLab.Data.Postgres;

/// <summary>The postmaster as files: whether it died while starting, and the last line of its log for the reason.</summary>
public sealed partial class PostgresServer
{
    // A refused client also logs FATAL ("the database system is starting up"), so a FATAL line alone proves
    // nothing; a postmaster that failed to start has also removed (or never written) its pid file.
    private bool ServerDied() =>
        (Postmaster.ReadPid(DataDirectory) is not { } pid || !ProcessIdentity.IsAlive(pid))
        && ReadLog().Contains("FATAL:", StringComparison.Ordinal);

    private string LastLogLine() =>
        ReadLog().Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).LastOrDefault() ?? "no server log";

    private string ReadLog()
    {
        try
        {
            return File.Exists(LogFile) ? File.ReadAllText(LogFile) : "";
        }
        catch (IOException)
        {
            return "";
        }
    }
}
