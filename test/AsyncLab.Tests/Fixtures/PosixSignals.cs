using System.Runtime.InteropServices;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Real signals to real processes (Linux numbering), as a terminal, a CI timeout or the OOM killer sends them.</summary>
public static class PosixSignals
{
    public const int Interrupt = 2;
    public const int Kill = 9;
    public const int Terminate = 15;
    public const int Continue = 18;
    public const int Stop = 19;

    public static void Send(int pid, int signal)
    {
        if (SendSignal(pid, signal) != 0)
        {
            throw new InvalidOperationException($"kill({pid}, {signal}) failed: errno {Marshal.GetLastPInvokeError()}");
        }
    }

    /// <summary>
    /// True when this process ignores <paramref name="signal"/>, and so every child it starts: a shell starting a job
    /// in the background without job control (a script's <c>cmd &amp;</c>) ignores SIGINT for it, and the runtime keeps
    /// a signal ignored that was ignored at start.
    /// </summary>
    public static bool IgnoredHere(int signal)
    {
        var line = File.ReadLines("/proc/self/status").FirstOrDefault(l => l.StartsWith("SigIgn:", StringComparison.Ordinal));
        return line is not null && (Convert.ToUInt64(line["SigIgn:".Length..].Trim(), 16) & (1UL << (signal - 1))) != 0;
    }

    [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
    private static extern int SendSignal(int pid, int signal);
}
