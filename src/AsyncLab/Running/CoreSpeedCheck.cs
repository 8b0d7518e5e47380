using System.Diagnostics;
using System.Runtime.InteropServices;
using AsyncLab.Results;
using AsyncLab.Scenarios.WhenAllVsForEachAsync;

namespace AsyncLab.Running;

/// <summary>
/// Times, on each core the lab may use, two single-threaded loops: one that calls a method at every step, which loads
/// and stores its state (as Random.Shared.Next does; <see cref="CallLoop"/>), and the same steps inline with the state in a
/// register (<see cref="SimulatedWork.ComputeInRegisters"/>, the lab's CPU-bound item in whenall-vs-foreachasync). On the lab's 2-core VM (2026-11-25, pinned with taskset) the call loop took 2.0 ns a step on one core and 3.2 to 3.8 ns on the other while the register loop took 1.7 to 1.8
/// on both; minutes later both cores ran the call loop at about 3 ns. So a single-threaded figure of call-heavy code
/// depended on the core its thread ran on and on the moment, and a register loop could not see it. Linux only (each
/// thread is pinned with sched_setaffinity); elsewhere, or when pinning is refused, nothing is measured.
/// </summary>
public static class CoreSpeedCheck
{
    // About 1 ms per pass of the call loop on the VM: long against the timer, and the whole check stays under 0.1 s per core.
    private const int Steps = 400_000;
    private const int Passes = 5;

    /// <summary>One <see cref="CoreSpeed"/> per core in the process's affinity mask (up to 64), in core order.</summary>
    /// <param name="when">The moment of the run, kept with each figure ("start", "end").</param>
    public static IReadOnlyList<CoreSpeed> Measure(string when)
    {
        if (!OperatingSystem.IsLinux())
        {
            return [];
        }

        var speeds = new List<CoreSpeed>();
        foreach (var cpu in AllowedCores())
        {
            CoreSpeed? speed = null;
            var thread = new Thread(() => speed = MeasurePinned(when, cpu)) { IsBackground = true, Name = "core speed check" };
            thread.Start();
            thread.Join();
            if (speed is not null)
            {
                speeds.Add(speed);
            }
        }

        return speeds;
    }

    [System.Runtime.Versioning.SupportedOSPlatform("linux")]
    private static IEnumerable<int> AllowedCores()
    {
        var mask = (ulong)Process.GetCurrentProcess().ProcessorAffinity;
        return Enumerable.Range(0, 64).Where(cpu => (mask & (1UL << cpu)) != 0);
    }

    /// <summary>On a thread of its own, pinned to <paramref name="cpu"/>; null when the pin is refused.</summary>
    private static CoreSpeed? MeasurePinned(string when, int cpu)
    {
        var mask = 1UL << cpu;
        if (SetThreadAffinity(0, sizeof(ulong), ref mask) != 0)
        {
            return null;
        }

        var loop = new CallLoop((ulong)Environment.TickCount64);
        var calls = NsPerStep(() => loop.Run(Steps));
        var register = NsPerStep(() => SimulatedWork.ComputeInRegisters(Steps));
        return new CoreSpeed(when, cpu, calls, register);
    }

    /// <summary>The median pass in nanoseconds per step, after one pass that warms the caches (the code is compiled optimised at once).</summary>
    private static double NsPerStep(Func<ulong> pass)
    {
        pass();
        return MachineSpeedProbe.MedianMicroseconds(pass, Passes) * 1000 / Steps;
    }

    /// <summary>sched_setaffinity for the calling thread (pid 0): Linux pins threads, not only processes.</summary>
    [DllImport("libc", EntryPoint = "sched_setaffinity")]
    private static extern int SetThreadAffinity(int pid, nint maskSize, ref ulong mask);
}
