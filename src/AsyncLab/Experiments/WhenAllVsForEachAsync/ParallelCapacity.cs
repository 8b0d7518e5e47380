using System.Diagnostics;
using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using AsyncLab.Statistics;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// A control for the CPU-bound claims: how much sooner <c>cores</c> threads finish one item each than one thread
/// finishes them all, measured during the run. On a machine whose cores are busy with other work no method can run items in
/// parallel, and a claim that one method parallelises better cannot be tested. It runs the lab's item, the one the
/// CPU-bound claims are judged on.
/// </summary>
public static class ParallelCapacity
{
    public const double NeededForTheClaim = 1.3;

    /// <summary>
    /// Each item's draws: several milliseconds of the lab's item. Items of a couple of milliseconds give rounds that scatter
    /// widely and medians that can fall below <see cref="NeededForTheClaim"/> while the same run's ForEachAsync rows are
    /// clearly faster than WhenAll's, so the control would say "no spare core" when there is one; items several times
    /// longer give steadier medians. Why the shorter items fare worse (a pool thread slow to wake against a 2 ms item is the
    /// likely reason) is not measured.
    /// </summary>
    public const int Iterations = 4_000_000;

    /// <summary>The median of <see cref="MeasureRounds"/>: the control's figure.</summary>
    public static double Measure(int cores, int iterations = Iterations, int rounds = 9) =>
        Medians.Of(MeasureRounds(cores, iterations, rounds));

    /// <summary>Each round's speed-up, in the order measured (kept as the control's samples).</summary>
    public static IReadOnlyList<double> MeasureRounds(int cores, int iterations = Iterations, int rounds = 9)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(rounds);
        if (cores < 2)
        {
            return Enumerable.Repeat(1.0, rounds).ToList();
        }

        var speedups = new List<double>(rounds);
        for (var round = 0; round < rounds; round++)
        {
            var serial = Time(() =>
            {
                for (var i = 0; i < cores; i++)
                {
                    SimulatedWork.ComputeInRegisters(iterations);
                }
            });
            var parallel = Time(() => Parallel.For(0, cores, new ParallelOptions { MaxDegreeOfParallelism = cores },
                    _ => SimulatedWork.ComputeInRegisters(iterations)));
            speedups.Add(serial / parallel);
        }

        return speedups;
    }

    private static double Time(Action work)
    {
        var start = Stopwatch.GetTimestamp();
        work();
        return Stopwatch.GetElapsedTime(start).TotalSeconds;
    }
}
