using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// Seed 004's CPU-bound suite with the lab's item (numbers drawn from a generator held in a register, the same cost on
/// every core) and the lab's fix beside the article's two methods. The article's item runs in RandomSharedCpuBenchmarks.
/// </summary>
[MemoryDiagnoser]
public class SimulatedCpuBenchmarks
{
    private Func<int, CancellationToken, ValueTask> item = (_, _) => ValueTask.CompletedTask;

    public static IEnumerable<int> ItemCounts => WorkloadGrid.ItemCounts;

    [ParamsSource(nameof(ItemCounts))]
    public int CollectionCount { get; set; }

    [Params(1_000, 10_000, 100_000, 1_000_000)]
    public int CpuWorkIterations { get; set; }

    [GlobalSetup]
    public void CreateItem() => item = SimulatedWork.CpuInRegisters(CpuWorkIterations);

    [Benchmark]
    public Task WhenAll() => FanOut.WhenAllAsync(CollectionCount, item);

    [Benchmark]
    public Task ForEachAsync() => FanOut.ForEachAsync(CollectionCount, item);

    /// <summary>The CPU-bound fix: each item goes to the thread pool.</summary>
    [Benchmark]
    public Task WhenAllOverTaskRun() => FanOut.WhenAllOverTaskRunAsync(CollectionCount, item);
}
