using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>Seed 004's CPU-bound suite: every item draws random numbers and completes synchronously.</summary>
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
    public void CreateItem() => item = SimulatedWork.Cpu(CpuWorkIterations);

    [Benchmark]
    public Task WhenAll() => FanOut.WhenAllAsync(CollectionCount, item);

    [Benchmark]
    public Task ForEachAsync() => FanOut.ForEachAsync(CollectionCount, item);

    /// <summary>The CPU-bound fix: each item goes to the thread pool.</summary>
    [Benchmark]
    public Task WhenAllOverTaskRun() => FanOut.WhenAllOverTaskRunAsync(CollectionCount, item);
}
