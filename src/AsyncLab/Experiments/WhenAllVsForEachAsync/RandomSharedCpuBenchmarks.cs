using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>Seed 004's CPU-bound suite as the article wrote it: its two methods over items that draw from Random.Shared.</summary>
[MemoryDiagnoser]
public class RandomSharedCpuBenchmarks
{
    private Func<int, CancellationToken, ValueTask> item = (_, _) => ValueTask.CompletedTask;

    public static IEnumerable<int> ItemCounts => WorkloadGrid.ItemCounts;

    [ParamsSource(nameof(ItemCounts))]
    public int CollectionCount { get; set; }

    [Params(1_000, 10_000, 100_000, 1_000_000)]
    public int CpuWorkIterations { get; set; }

    [GlobalSetup]
    public void CreateItem() => item = SimulatedWork.Cpu(CpuWorkIterations);

    [Benchmark]
    public Task WhenAll() => FanOut.WhenAllAsync(CollectionCount, item);

    [Benchmark]
    public Task ForEachAsync() => FanOut.ForEachAsync(CollectionCount, item);
}
