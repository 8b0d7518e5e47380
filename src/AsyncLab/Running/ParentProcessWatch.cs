using System.Diagnostics;

namespace AsyncLab.Running;

/// <summary>
/// Cancels a child lab's run once the lab that started it is gone, so a child never outlives its parent even when the
/// parent was killed too hard to stop it (what it measured so far stays in its results.json).
/// </summary>
public sealed class ParentProcessWatch : IDisposable
{
    private readonly Timer timer;
    private readonly CancellationTokenSource gone = new();

    public ParentProcessWatch(int parentPid, TimeSpan? interval = null)
    {
        var every = interval ?? TimeSpan.FromSeconds(1);
        timer = new Timer(_ => Check(parentPid), null, every, every);
    }

    public CancellationToken ParentGone => gone.Token;

    public static bool IsAlive(int pid)
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
        catch (InvalidOperationException)
        {
            return false;
        }
    }

    private void Check(int pid)
    {
        try
        {
            if (!gone.IsCancellationRequested && !IsAlive(pid))
            {
                gone.Cancel();
            }
        }
        catch (ObjectDisposedException)
        {
            // The run ended between two checks.
        }
    }

    public void Dispose()
    {
        timer.Dispose();
        gone.Dispose();
    }
}
