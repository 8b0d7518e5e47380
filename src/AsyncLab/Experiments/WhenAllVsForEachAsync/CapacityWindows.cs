using AsyncLab.Statistics;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The parallel-capacity control, measured before the suites and, only when that showed no spare core, once more when
/// the CPU-bound suite's rounds are done. One window lasts a fraction of a second, the suite tens of seconds: on a
/// busy machine a single window can find the cores taken, reading near 1×, while the same run's CPU rows still show
/// ForEachAsync well ahead, so one window cannot stand for the suite. The figure is the
/// better window's median: a machine whose cores were busy at both moments still leaves the claim unjudged.
/// </summary>
/// <param name="measure">One window's speed-ups, round by round (<see cref="ParallelCapacity.MeasureRounds"/>).</param>
public sealed class CapacityWindows(Func<IReadOnlyList<double>> measure)
{
    private readonly List<IReadOnlyList<double>> windows = [];

    public IReadOnlyList<IReadOnlyList<double>> Windows => windows;

    /// <summary>The better window's median; NaN before any window.</summary>
    public double Speedup => windows.Count == 0 ? double.NaN : windows.Max(w => Medians.Of(w));

    public bool HasSpareCore => Speedup >= ParallelCapacity.NeededForTheClaim;

    /// <summary>Every window's rounds, in the order measured.</summary>
    public IReadOnlyList<double> Rounds => windows.SelectMany(w => w).ToArray();

    public void MeasureFirst()
    {
        if (windows.Count == 0)
        {
            windows.Add(measure());
        }
    }

    /// <summary>Measures the second window when the first showed no spare core; at most once.</summary>
    public void MeasureAgainIfNoSpareCore()
    {
        if (windows.Count == 1 && !HasSpareCore)
        {
            windows.Add(measure());
        }
    }
}
