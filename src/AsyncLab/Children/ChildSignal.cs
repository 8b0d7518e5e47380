using System.Diagnostics;
using System.Runtime.InteropServices;

namespace AsyncLab.Children;

/// <summary>
/// Asks a child lab to stop the way a terminal's Ctrl+C would: SIGTERM, which the lab handles like Ctrl+C (it stops after
/// its current step and writes what it finished). A terminal signals the whole process group; a parent stopped by a
/// signal of its own, or by its own parent going away, has to pass it on.
/// </summary>
public static class ChildSignal
{
    private const int SigTerm = 15;

    /// <summary>True when the signal was sent; false on Windows, or when the child is already gone.</summary>
    public static bool AskToStop(Process child)
    {
        if (OperatingSystem.IsWindows())
        {
            return false;
        }

        try
        {
            return !child.HasExited && SendSignal(child.Id, SigTerm) == 0;
        }
        catch (InvalidOperationException)
        {
            return false;
        }
    }

    // DllImport, not LibraryImport: two ints need no marshalling, and LibraryImport would need unsafe code enabled.
    [DllImport("libc", EntryPoint = "kill", SetLastError = true)]
    private static extern int SendSignal(int pid, int signal);
}
