using AsyncLab.Scenarios.ValueTaskLoop;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// The loop's methods measured by BenchmarkDotNet, for the harness-agrees claim. Names map to variants in <see cref="LoopVariants"/>.
/// </summary>
[MemoryDiagnoser]
public class ObjectProducerBenchmarks
{
    [Benchmark]
    public Task<object> TaskAsync() => ObjectProducers.TaskOne(yieldFirst: true);

    [Benchmark]
    public ValueTask<object> ValueTaskAsync() => ObjectProducers.ValueTaskOne(yieldFirst: true);

    [Benchmark]
    public Task<object> TaskSync() => ObjectProducers.TaskOne(yieldFirst: false);

    [Benchmark]
    public ValueTask<object> ValueTaskSync() => ObjectProducers.ValueTaskOne(yieldFirst: false);

    [Benchmark]
    public ValueTask<object> PooledValueTaskAsync() => ObjectProducers.PooledValueTaskOne(yieldFirst: true);
}
