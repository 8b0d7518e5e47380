using System.Diagnostics;

namespace AsyncLab.Liveness;

/// <summary>
/// The child processes alive now, killed when the lab exits however it exits normally (ProcessExit also runs after
/// Ctrl+C and SIGTERM). A hard kill of the lab is covered by the server's own watch on the lab's pid.
/// </summary>
public static class ChildProcesses
{
    private static readonly HashSet<Process> Alive = [];
    private static bool hooked;

    public static void Track(Process process)
    {
        lock (Alive)
        {
            Alive.Add(process);
            if (!hooked)
            {
                AppDomain.CurrentDomain.ProcessExit += (_, _) => KillAll();
                hooked = true;
            }
        }
    }

    public static void Forget(Process process)
    {
        lock (Alive)
        {
            Alive.Remove(process);
        }
    }

    private static void KillAll()
    {
        Process[] alive;
        lock (Alive)
        {
            alive = [.. Alive];
        }

        foreach (var process in alive)
        {
            try
            {
                process.Kill(entireProcessTree: true);
            }
            catch (InvalidOperationException)
            {
                // already gone
            }
        }
    }

    /// <summary>
    /// Ends a child the lab started, with every process it started in turn, and waits up to 10 s for it to be reaped;
    /// then forgets and disposes it. Safe on a child that never started or has already exited.
    /// </summary>
    public static async Task StopAsync(Process process)
    {
        Forget(process);
        try
        {
            if (!process.HasExited)
            {
                process.Kill(entireProcessTree: true);
            }

            using var wait = new CancellationTokenSource(TimeSpan.FromSeconds(10));
            await process.WaitForExitAsync(wait.Token).ConfigureAwait(false);
        }
        catch (InvalidOperationException)
        {
            // never started, or already reaped
        }
        catch (OperationCanceledException)
        {
            // killed but not reaped within 10 s; the kernel finishes it
        }

        process.Dispose();
    }
}
