using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>The CPU-bound suite as the article wrote it: its two methods over items that draw from Random.Shared.</summary>
[MemoryDiagnoser]
public class RandomSharedCpuBenchmarks : CpuFanOutBenchmarks
{
    protected override Func<int, CancellationToken, ValueTask> MakeItem(int iterations) => SimulatedWork.Cpu(iterations);
}
