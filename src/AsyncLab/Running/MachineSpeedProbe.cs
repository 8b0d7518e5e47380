using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace AsyncLab.Running;

/// <summary>
/// Times a fixed piece of single-threaded arithmetic, so that a run can tell its machine's speed at moments between
/// measurements. On a shared VM the same code can run at another speed for tens of seconds (most likely another guest on the same
/// physical core): a Python loop timed every 0.2 s on the idle 2-core VM for five minutes (2026-11-25) took 24–26 ms in
/// most 10-second windows and 36–44 ms in five of them, with process CPU time equal to wall time. The probe does not
/// correct any figure; it says when the machine was not itself, so a reader (or <c>compare</c>) can see it.
/// </summary>
public static class MachineSpeedProbe
{
    // About 1.8 ms of work per pass on the 2-core VM's cores: long against the timer's resolution, short beside a round.
    private const int Steps = 1_000_000;
    private const int Passes = 5;

    /// <summary>The median of a few passes, in microseconds: a pass preempted by a one-off interrupt does not count.</summary>
    public static double MeasureMicroseconds()
    {
        var times = new double[Passes];
        var seed = (ulong)Environment.TickCount64 | 1;
        for (var i = 0; i < Passes; i++)
        {
            var started = Stopwatch.GetTimestamp();
            seed = Work(seed);
            times[i] = Stopwatch.GetElapsedTime(started).TotalMicroseconds;
        }

        GC.KeepAlive(seed);
        Array.Sort(times);
        return times[Passes / 2];
    }

    /// <summary>
    /// An xorshift chain: each step needs the last, so the CPU cannot overlap them, and the result is returned, so the
    /// JIT cannot drop the loop. Compiled optimised at once: the first probe of a run must not time tier-0 code.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Work(ulong state)
    {
        for (var i = 0; i < Steps; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }

        return state;
    }
}
