using System.Diagnostics;
using System.Globalization;

namespace AsyncLab.MachineSpeed;

/// <summary>
/// Times a hand-off to the thread pool and back: this thread blocks on a task whose continuation a pool thread runs
/// (<see cref="Task.Yield"/>). With a core to spare that takes microseconds. Where more threads want to run than there
/// are cores, each hand-off waits for the scheduler to give the pool thread a turn, hundreds of times longer, and every
/// case that awaits or blocks on an incomplete task slows by as much: a benchmark iteration with a fixed count of calls
/// can then run for minutes. The run says so before it starts, rather than sitting on one case with no word why.
/// </summary>
public static class HandoffProbe
{
    private const int Hops = 200;

    /// <summary>A median hand-off above this means the machine has no core to spare.</summary>
    public static readonly TimeSpan BusyAbove = TimeSpan.FromMicroseconds(200);

    // However busy the machine, the probe itself stays short.
    private static readonly TimeSpan MostTime = TimeSpan.FromSeconds(2);

    /// <summary>The median of up to <see cref="Hops"/> hand-offs, taken within <see cref="MostTime"/>.</summary>
    public static TimeSpan MeasureMedian()
    {
        var hops = new List<double>(Hops);
        var probe = Stopwatch.StartNew();
        while (hops.Count < Hops && probe.Elapsed < MostTime)
        {
            var started = Stopwatch.GetTimestamp();
            HopAsync().GetAwaiter().GetResult();
            hops.Add(Stopwatch.GetElapsedTime(started).TotalMicroseconds);
        }

        hops.Sort();
        return TimeSpan.FromMicroseconds(hops[hops.Count / 2]);
    }

    /// <summary>The line to print before a run when the median hand-off says the machine is busy; null otherwise.</summary>
    public static string? Warning(TimeSpan median) => median <= BusyAbove ? null
        : "AsyncLab: warning: this machine is busy: a hand-off to the thread pool took " +
            median.TotalMilliseconds.ToString("0.###", CultureInfo.InvariantCulture) + " ms (microseconds with a core to spare). " +
            "Timings will read slow, and cases that await or block on an incomplete task can take many times the expected " +
            "duration; stop other work for a run worth reading.";

    private static async Task HopAsync() => await Task.Yield();
}
