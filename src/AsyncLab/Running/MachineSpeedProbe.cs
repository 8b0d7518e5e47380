using System.Diagnostics;

namespace AsyncLab.Running;

/// <summary>
/// Times a fixed piece of single-threaded work (<see cref="CallLoop"/>: a method call per step that loads and stores its
/// state), so that a run can tell its machine's speed at moments between measurements. On a shared VM the same code can
/// run at another speed for tens of seconds (most likely another guest on the same physical core): a Python loop timed
/// every 0.2 s on the idle 2-core VM for five minutes (2026-11-25) took 24–26 ms in most 10-second windows and 36–44 ms
/// in five of them, with process CPU time equal to wall time. The probe first timed the steps inline in a register,
/// which moved by 5% while call-heavy code slowed 1.9× on one core (<see cref="CoreSpeedCheck"/>), so it now times the
/// calls. It does not correct any figure; it says when the machine was not itself, so a reader (or <c>compare</c>) can
/// see it.
/// </summary>
public static class MachineSpeedProbe
{
    // About 1.2 to 2.3 ms of work per pass on the 2-core VM (2.0 to 3.8 ns a step): long against the timer's resolution,
    // short beside a round.
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
