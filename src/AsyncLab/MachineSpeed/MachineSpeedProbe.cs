using System.Diagnostics;

namespace AsyncLab.MachineSpeed;

/// <summary>
/// Times a fixed piece of single-threaded work (<see cref="CallLoop"/>: a method call per step that loads and stores its
/// state), so that a run can tell its machine's speed at moments between measurements. On a shared VM the same code can
/// run at another speed for seconds at a time (most likely another guest on the same physical core). It does not correct
/// any figure, and the reports do not print it: a few passes of a millisecond or two are one draw of a machine that
/// switches speed about once a second, so it would read "slowed" on nearly every run. results.json keeps its timings
/// for <c>compare</c>'s caution.
/// </summary>
public static class MachineSpeedProbe
{
    // A millisecond or two of work per pass: long against the timer's resolution, short beside a round.
    private const int Steps = 600_000;
    private const int Passes = 5;

    /// <summary>The median of a few passes, in microseconds: a pass preempted by a one-off interrupt does not count.</summary>
    public static double MeasureMicroseconds()
    {
        var loop = new CallLoop((ulong)Environment.TickCount64);
        return MedianMicroseconds(() => loop.Run(Steps), Passes);
    }

    /// <summary>Times <paramref name="passes"/> runs of <paramref name="pass"/> and keeps the median, in microseconds.</summary>
    public static double MedianMicroseconds(Func<ulong> pass, int passes)
    {
        var times = new double[passes];
        for (var i = 0; i < passes; i++)
        {
            var started = Stopwatch.GetTimestamp();
            pass();
            times[i] = Stopwatch.GetElapsedTime(started).TotalMicroseconds;
        }

        Array.Sort(times);
        return times[passes / 2];
    }
}
