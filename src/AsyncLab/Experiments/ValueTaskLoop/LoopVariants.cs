using AsyncLab.Results;
using AsyncLab.Scenarios.ValueTaskLoop;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>A method the loop calls: its id, how the loop runs it, its BenchmarkDotNet method and seed 002's figures (1 s, .NET 5).</summary>
public sealed record LoopVariant(
    string Id,
    string BenchmarkMethod,
    Func<ArticleLoop, TimeSpan, Task<LoopSample>> Measure,
    double? PublishedLoops = null,
    double? PublishedBytesPerLoop = null)
{
    /// <summary>The article counted loops in one second, so its loop count is its loops per second.</summary>
    public IReadOnlyDictionary<string, double>? Published() => PublishedLoops is { } loops && PublishedBytesPerLoop is { } bytes
        ? new Dictionary<string, double> { [MetricNames.OpsPerSec] = loops, [MetricNames.AllocatedBytesPerOp] = bytes }
        : null;
}

public static class LoopVariants
{
    public const string TaskAsync = "task-async";
    public const string ValueTaskAsync = "valuetask-async";
    public const string TaskSync = "task-sync";
    public const string ValueTaskSync = "valuetask-sync";
    public const string PooledValueTaskAsync = "pooled-valuetask-async";

    public const string PublishedSource = "seed 002 (.NET 5, release build, one 1 s loop per variant; loops in that second shown as ops/s)";

    public static IReadOnlyList<LoopVariant> All { get; } =
    [
        new(TaskAsync, nameof(ObjectProducerBenchmarks.TaskAsync), (loop, d) => loop.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, true, d), 448_628, 136),
        new(ValueTaskAsync, nameof(ObjectProducerBenchmarks.ValueTaskAsync), (loop, d) => loop.RunAsync(SeedLoops.ValueTaskLoop<ObjectProducers>, true, d), 416_055, 144),
        new(TaskSync, nameof(ObjectProducerBenchmarks.TaskSync), (loop, d) => loop.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, false, d), 8_450_945, 96),
        new(ValueTaskSync, nameof(ObjectProducerBenchmarks.ValueTaskSync), (loop, d) => loop.RunAsync(SeedLoops.ValueTaskLoop<ObjectProducers>, false, d), 8_806_701, 24),
        new(PooledValueTaskAsync, nameof(ObjectProducerBenchmarks.PooledValueTaskAsync), (loop, d) => loop.RunAsync(SeedLoops.ValueTaskLoop<PooledObjectProducers>, true, d)),
    ];
}
