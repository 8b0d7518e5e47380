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

    [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
    private static extern int SendSignal(int pid, int signal);
}
