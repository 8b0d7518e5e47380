using AsyncLab.Experiments.WhenAllVsForEachAsync;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public class ParallelCapacityTests
{
    [Fact]
    public void Measure_OneCore_NoSpeedupPossible() => Assert.Equal(1.0, ParallelCapacity.Measure(cores: 1));

    [Fact]
    public void MeasureRounds_TwoThreads_OnePositiveSpeedupPerRound()
    {
        var speedups = ParallelCapacity.MeasureRounds(cores: 2, iterations: 1_000, rounds: 3);

        Assert.Equal(3, speedups.Count);
        // Each speed-up's size depends on the machine's load, so it is not asserted.
        Assert.All(speedups, s => Assert.True(s > 0 && double.IsFinite(s), $"speed-up {s}"));
    }
}
