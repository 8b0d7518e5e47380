using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.WhenAllVsForEachAsync;

/// <summary>The two kinds of item seed 004 simulates: waiting on something outside the process, and keeping a core busy.</summary>
public static class SimulatedWork
{
    /// <summary>IO-bound: the item awaits a delay and holds no thread meanwhile.</summary>
    public static Func<int, CancellationToken, ValueTask> Io(int delayMs)
    {
        WorkloadGuard.Positive(delayMs, nameof(delayMs), "delay in milliseconds");
        return (_, cancellationToken) => new ValueTask(Task.Delay(delayMs, cancellationToken));
    }

    /// <summary>CPU-bound: the item draws <paramref name="iterations"/> random numbers and completes synchronously.</summary>
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
