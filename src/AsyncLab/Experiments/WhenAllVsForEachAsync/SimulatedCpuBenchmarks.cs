using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The CPU-bound suite with the lab's item (numbers drawn from a generator held in a register, the same cost on every
/// core), on which the CPU claims are judged, and the lab's fix beside the article's two methods.
/// </summary>
[MemoryDiagnoser]
public class SimulatedCpuBenchmarks : CpuFanOutBenchmarks
{
    /// <summary>The CPU-bound fix: each item goes to the thread pool.</summary>
    [Benchmark]
    public Task WhenAllOverTaskRun() => FanOut.WhenAllOverTaskRunAsync(CollectionCount, Item);

    protected override Func<int, CancellationToken, ValueTask> MakeItem(int iterations) => SimulatedWork.CpuInRegisters(iterations);
}
