using System.Diagnostics;
using System.Runtime.InteropServices;
using AsyncLab.Liveness;

namespace AsyncLab.Data.Postgres;

/// <summary>The postmaster of a server folder as a process: found from its pid file, checked, shut down.</summary>
internal static class Postmaster
{
    private const int SigQuit = 3;

    /// <summary>The pid in the folder's data/postmaster.pid, or null when there is no readable one.</summary>
    public static int? ReadPid(string dataDirectory)
    {
        try
        {
            var firstLine = File.ReadLines(Path.Combine(dataDirectory, "postmaster.pid")).FirstOrDefault();
            return int.TryParse(firstLine, out var pid) ? pid : null;
        }
        catch (Exception unreadable) when (unreadable is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>
    /// The live postmaster serving <paramref name="dataDirectory"/>, or null. A pid file outlives a crashed server and
    /// its pid may since belong to another process, so the process's command line must name the data directory.
    /// </summary>
    public static int? RunningIn(string dataDirectory)
    {
        if (ReadPid(dataDirectory) is not { } pid || !ProcessIdentity.IsAlive(pid))
        {
            return null;
        }

        try
        {
            var cmdline = $"/proc/{pid}/cmdline";
            return !File.Exists(cmdline) || File.ReadAllText(cmdline).Contains(dataDirectory, StringComparison.Ordinal) ? pid : null;
        }
        catch (Exception gone) when (gone is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>
    /// Immediate shutdown (SIGQUIT, as pg_ctl stop -m immediate sends): the postmaster stops its children, removes its
    /// shared memory and exits. A postmaster still there after <paramref name="patience"/> is killed with its children.
    /// </summary>
    public static async Task ShutDownAsync(int pid, TimeSpan patience)
    {
        _ = SendSignal(pid, SigQuit);
        var deadline = DateTime.UtcNow + patience;
        while (ProcessIdentity.IsAlive(pid) && DateTime.UtcNow < deadline)
        {
            await Task.Delay(TimeSpan.FromMilliseconds(50)).ConfigureAwait(false);
        }

        Kill(pid);
    }

    /// <summary>A last resort: the process and its children, killed. Never throws.</summary>
    public static void Kill(int pid)
    {
        try
        {
            using var process = Process.GetProcessById(pid);
            process.Kill(entireProcessTree: true);
            process.WaitForExit(TimeSpan.FromSeconds(5));
        }
        catch (Exception gone) when (gone is ArgumentException or InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            // Already gone.
        }
    }

    // DllImport, not LibraryImport: two ints need no marshalling, and LibraryImport would need unsafe code enabled.
    [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
    private static extern int SendSignal(int pid, int signal);
}
