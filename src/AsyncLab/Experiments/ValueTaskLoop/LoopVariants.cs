using AsyncLab.Published;
using AsyncLab.Results;
using AsyncLab.Scenarios.ValueTaskLoop;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// A method the loop calls: its id, how the loop runs it, its BenchmarkDotNet method and the row of seed 002's table 1
/// (the author's PC, 1 s, .NET 5) that holds its figures.
/// </summary>
public sealed record LoopVariant(
    string Id,
    string BenchmarkMethod,
    Func<ArticleLoop, TimeSpan, Task<LoopSample>> Measure,
    string? PublishedRow = null)
{
    /// <summary>The article counted loops in one second, so its loop count is its loops per second.</summary>
    public IReadOnlyDictionary<string, double>? Published()
    {
        if (PublishedRow is not { } key)
        {
            return null;
        }

        var row = PublishedArticle.Of(LoopVariants.Seed).Row(LoopVariants.PublishedTable, key)
            ?? throw new InvalidOperationException($"seed {LoopVariants.Seed} has no {LoopVariants.PublishedTable}/{key}");
        return new Dictionary<string, double>
        {
            [MetricNames.OpsPerSec] = row.Number("Loops")!.Value,
            [MetricNames.AllocatedBytesPerOp] = row.Number("Allocations per loop")!.Value,
        };
    }
}

public static class LoopVariants
{
    public const string TaskAsync = "task-async";
    public const string ValueTaskAsync = "valuetask-async";
    public const string TaskSync = "task-sync";
    public const string ValueTaskSync = "valuetask-sync";
    public const string PooledValueTaskAsync = "pooled-valuetask-async";

    public const string Seed = "002";

    /// <summary>The author's own PC; table 2 is the online sandbox's, which the author says probably ran a debug build.</summary>
    public const string PublishedTable = "table-1";

    public const string PublishedSource = "seed 002 (.NET 5, release build, one 1 s loop per variant; loops in that second shown as ops/s)";

    public static IReadOnlyList<LoopVariant> All { get; } =
    [
        new(TaskAsync, nameof(ObjectProducerBenchmarks.TaskAsync),
            (loop, d) => loop.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, true, d),
            "Using Task<object> - Asynchronous completion"),
        new(ValueTaskAsync, nameof(ObjectProducerBenchmarks.ValueTaskAsync),
            (loop, d) => loop.RunAsync(SeedLoops.ValueTaskLoop<ObjectProducers>, true, d),
            "Using ValueTask<object> - Asynchronous completion"),
        new(TaskSync, nameof(ObjectProducerBenchmarks.TaskSync),
            (loop, d) => loop.RunAsync(SeedLoops.TaskLoop<ObjectProducers>, false, d),
            "Using Task<object> - Synchronous completion"),
        new(ValueTaskSync, nameof(ObjectProducerBenchmarks.ValueTaskSync),
            (loop, d) => loop.RunAsync(SeedLoops.ValueTaskLoop<ObjectProducers>, false, d),
            "Using ValueTask<object> - Synchronous completion"),
        new(PooledValueTaskAsync, nameof(ObjectProducerBenchmarks.PooledValueTaskAsync),
            (loop, d) => loop.RunAsync(SeedLoops.ValueTaskLoop<PooledObjectProducers>, true, d)),
    ];
}
