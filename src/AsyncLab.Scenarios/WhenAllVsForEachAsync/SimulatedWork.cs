using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.WhenAllVsForEachAsync;

/// <summary>
/// The two kinds of item seed 004 simulates, waiting on something outside the process and keeping a core busy, and the
/// lab's CPU-bound item that costs the same on every core.
/// </summary>
public static class SimulatedWork
{
    /// <summary>IO-bound: the item awaits a delay and holds no thread meanwhile.</summary>
    public static Func<int, CancellationToken, ValueTask> Io(int delayMs)
    {
        WorkloadGuard.Positive(delayMs, nameof(delayMs), "delay in milliseconds");
        return (_, cancellationToken) => new ValueTask(Task.Delay(delayMs, cancellationToken));
    }

    /// <summary>
    /// The article's CPU-bound item: it draws <paramref name="iterations"/> numbers from Random.Shared and completes
    /// synchronously.
    /// </summary>
    public static Func<int, CancellationToken, ValueTask> Cpu(int iterations)
    {
        WorkloadGuard.Positive(iterations, nameof(iterations), "iteration count");
        return (_, _) =>
        {
            Compute(iterations);
            return ValueTask.CompletedTask;
        };
    }

    /// <summary>
    /// The lab's CPU-bound item: the item draws <paramref name="iterations"/> numbers from a xorshift generator whose
    /// state stays in a register, and completes synchronously.
    /// </summary>
    public static Func<int, CancellationToken, ValueTask> CpuInRegisters(int iterations)
    {
        WorkloadGuard.Positive(iterations, nameof(iterations), "iteration count");
        return (_, _) =>
        {
            ComputeInRegisters(iterations);
            return ValueTask.CompletedTask;
        };
    }

    /// <summary>
    /// The article's generator is a call that loads and stores its state in memory at every draw. On a shared VM such a
    /// draw can cost half again as much on one core as on another, so the time of an item depended on the core it ran on,
    /// not only on how it was scheduled. This generator, inline in a register, costs nearly the same on every core.
    /// </summary>
    /// <returns>The last number drawn: the loop computes what the method returns, and never being inlined, the method
    /// cannot have its unused result, and with it the loop, dropped by the caller.</returns>
    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    public static ulong ComputeInRegisters(int iterations)
    {
        var state = 0x9E3779B97F4A7C15UL;
        for (var i = 0; i < iterations; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }

        return state;
    }

    /// <summary>
    /// Random.Shared is thread-safe (a generator per thread), so parallel items do not contend on a lock.
    /// Compiled fully optimised from the first call: on a busy machine the background tier-up can lag for seconds,
    /// and the first rows measured would time unoptimised code instead of the work.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static void Compute(int iterations)
    {
        for (var i = 0; i < iterations; i++)
        {
            Random.Shared.Next();
        }
    }
}
