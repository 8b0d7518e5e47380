using AsyncLab.Experiments.WhenAllVsForEachAsync;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public class ParallelCapacityTests
{
    [Fact]
    public void Measure_OneCore_NoSpeedupPossible() => Assert.Equal(1.0, ParallelCapacity.Measure(cores: 1));

    [Fact]
    public void Measure_TwoThreads_GivesAPositiveSpeedup()
    {
        var speedup = ParallelCapacity.Measure(cores: 2, iterations: 1_000, rounds: 3);

        Assert.True(speedup > 0 && double.IsFinite(speedup), $"speed-up {speedup}"); // its size depends on the machine's load, not asserted
    }
}
