using System.Diagnostics;

namespace AsyncLab.Data.Postgres;

/// <summary>The postmaster as files and a process: its pid file, whether it is alive or died, its log, a last-resort kill.</summary>
public sealed partial class PostgresServer
{
    private int? ReadPostmasterPid()
    {
        try
        {
            var firstLine = File.ReadLines(Path.Combine(DataDirectory, "postmaster.pid")).FirstOrDefault();
            return int.TryParse(firstLine, out var pid) ? pid : null;
        }
        catch (IOException)
        {
            return null;
        }
    }

    private static bool IsAlive(int pid)
    {
        try
        {
            using var process = Process.GetProcessById(pid);
            return !process.HasExited;
        }
        catch (ArgumentException)
        {
            return false;
        }
    }

    private static void Kill(int pid)
    {
        try
        {
            using var process = Process.GetProcessById(pid);
            process.Kill(entireProcessTree: true);
            process.WaitForExit(TimeSpan.FromSeconds(5));
        }
        catch (Exception failure) when (failure is ArgumentException or InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            // Already gone.
        }
    }

    // A refused client also logs FATAL ("the database system is starting up"), so a FATAL line alone proves
    // nothing; a postmaster that failed to start has also removed (or never written) its pid file.
    private bool ServerDied() =>
        (ReadPostmasterPid() is not { } pid || !IsAlive(pid)) && ReadLog().Contains("FATAL:", StringComparison.Ordinal);

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
