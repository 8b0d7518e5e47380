using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>The CPU-bound suite as the article wrote it: its two methods over items that draw from Random.Shared.</summary>
/// No memory diagnoser: the experiment leaves bytes out (see its notes), and the diagnoser runs every case one iteration
/// more to count them, which for a call of delays doubles its time.
public class RandomSharedCpuBenchmarks : CpuFanOutBenchmarks
{
    protected override Func<int, CancellationToken, ValueTask> MakeItem(int iterations) => SimulatedWork.Cpu(iterations);
}
