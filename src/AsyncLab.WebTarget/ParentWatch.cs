using System.Diagnostics;
using Microsoft.Extensions.Hosting;

namespace AsyncLab.WebTarget;

/// <summary>
/// Stops the server when the process that started it is gone, so a crashed or killed lab leaves no server behind.
/// Polls on a dedicated thread: the pool may be the thing that is starved.
/// </summary>
internal static class ParentWatch
{
    private static readonly TimeSpan Poll = TimeSpan.FromMilliseconds(500);

    public static void Start(int parentPid, IHostApplicationLifetime lifetime)
    {
        var thread = new Thread(() =>
        {
            while (!lifetime.ApplicationStopping.WaitHandle.WaitOne(Poll))
            {
                if (!IsAlive(parentPid))
                {
                    lifetime.StopApplication();
                    return;
                }
            }
        })
        { IsBackground = true, Name = "parent watch" };
        thread.Start();
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
        catch (InvalidOperationException)
        {
            return false;
        }
    }
}
