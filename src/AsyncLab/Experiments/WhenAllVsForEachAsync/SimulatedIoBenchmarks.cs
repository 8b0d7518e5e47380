using AsyncLab.Scenarios.WhenAllVsForEachAsync;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>Seed 004's IO-bound suite: every item awaits a delay. Method names map to ids in <see cref="FanOutMethods"/>.</summary>
/// No memory diagnoser: the experiment leaves bytes out (see its notes), and the diagnoser runs every case one iteration
/// more to count them, which for a call of delays doubles its time.
public class SimulatedIoBenchmarks
{
    private Func<int, CancellationToken, ValueTask> item = (_, _) => ValueTask.CompletedTask;

    public static IEnumerable<int> ItemCounts => WorkloadGrid.ItemCounts;

    [ParamsSource(nameof(ItemCounts))]
    public int CollectionCount { get; set; }

    [Params(1, 10, 100, 1000)]
    public int DelayMs { get; set; }

    [GlobalSetup]
    public void CreateItem() => item = SimulatedWork.Io(DelayMs);

    [Benchmark]
    public Task WhenAll() => FanOut.WhenAllAsync(CollectionCount, item);

    [Benchmark]
    public Task ForEachAsync() => FanOut.ForEachAsync(CollectionCount, item);

    /// <summary>The IO-bound fix: as many workers as items, so no item waits for another's delay.</summary>
    [Benchmark]
    public Task ForEachAsyncOneWorkerPerItem() => FanOut.ForEachAsync(CollectionCount, CollectionCount, item);
}
