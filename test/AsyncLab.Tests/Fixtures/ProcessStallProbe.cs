using System.Diagnostics;

namespace AsyncLab.Tests.Fixtures;

/// <summary>
/// Watches, from a thread of its own, how long the process's thread pool takes to start a queued item and how far the
/// thread's own short sleeps overrun: the longest of either is how long the process stood still (the machine paused it,
/// or something else in the test process held every pool thread). A timing test reads it to tell a stall of the code
/// it tests from one that came from outside.
/// </summary>
public sealed class ProcessStallProbe : IDisposable
{
    private static readonly TimeSpan Tick = TimeSpan.FromMilliseconds(10);
    private readonly Thread thread;
    private readonly ManualResetEventSlim started = new();
    private volatile bool stopping;
    private long longestTicks;

    private ProcessStallProbe()
    {
        thread = new Thread(Watch) { IsBackground = true, Name = "process stall probe" };
        thread.Start();
    }

    /// <summary>The longest stand-still seen so far.</summary>
    public TimeSpan Longest => Stopwatch.GetElapsedTime(0, Interlocked.Read(ref longestTicks));

    public static ProcessStallProbe Start() => new();

    public void Dispose()
    {
        stopping = true;
        thread.Join();
        started.Dispose();
    }

    private void Watch()
    {
        while (!stopping)
        {
            started.Reset();
            var queued = Stopwatch.GetTimestamp();
            ThreadPool.UnsafeQueueUserWorkItem(static state => ((ManualResetEventSlim)state!).Set(), started);
            started.Wait();
            Keep(Stopwatch.GetTimestamp() - queued);

            var sleeping = Stopwatch.GetTimestamp();
            Thread.Sleep(Tick);
            Keep(Stopwatch.GetTimestamp() - sleeping - (long)(Tick.TotalSeconds * Stopwatch.Frequency));
        }
    }

    private void Keep(long ticks)
    {
        if (ticks > Interlocked.Read(ref longestTicks))
        {
            Interlocked.Exchange(ref longestTicks, ticks);
        }
    }
}
