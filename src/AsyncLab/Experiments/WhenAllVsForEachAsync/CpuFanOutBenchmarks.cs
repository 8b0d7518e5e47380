using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// Seed 004's CPU-bound suite: the article's two methods over items that compute and complete synchronously. Each
/// subclass gives the item; BenchmarkDotNet runs the benchmarks declared here for every subclass.
/// </summary>
public abstract class CpuFanOutBenchmarks
{
    public static IEnumerable<int> ItemCounts => WorkloadGrid.ItemCounts;

    [ParamsSource(nameof(ItemCounts))]
    public int CollectionCount { get; set; }

    [Params(1_000, 10_000, 100_000, 1_000_000)]
    public int CpuWorkIterations { get; set; }

    /// <summary>The item every benchmark runs, made once per parameter set.</summary>
    protected Func<int, CancellationToken, ValueTask> Item { get; private set; } = (_, _) => ValueTask.CompletedTask;

    [GlobalSetup]
    public void CreateItem() => Item = MakeItem(CpuWorkIterations);

    [Benchmark]
    public Task WhenAll() => FanOut.WhenAllAsync(CollectionCount, Item);

    [Benchmark]
    public Task ForEachAsync() => FanOut.ForEachAsync(CollectionCount, Item);

    protected abstract Func<int, CancellationToken, ValueTask> MakeItem(int iterations);
}
