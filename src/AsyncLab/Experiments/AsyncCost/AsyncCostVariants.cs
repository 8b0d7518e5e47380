using AsyncLab.Results;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>A variant: its id in results, the benchmark method that measures it, and the article's figures for it.</summary>
public sealed record StockPriceVariant(string Id, string Method, double? PublishedMeanNs = null, double? PublishedRatio = null, double? PublishedBytes = null)
{
    public IReadOnlyDictionary<string, double>? Published()
    {
        var published = new Dictionary<string, double>();
        if (PublishedMeanNs is { } mean)
        {
            published[MetricNames.MeanNs] = mean;
        }

        if (PublishedRatio is { } ratio)
        {
            published[MetricNames.Ratio] = ratio;
        }

        if (PublishedBytes is { } bytes)
        {
            published[MetricNames.AllocatedBytesPerOp] = bytes;
        }

        return published.Count == 0 ? null : published;
    }
}

/// <summary>The variants of async-cost (docs/EXPERIMENTS.md) with Teplyakov's 2018 figures (x64, the .NET of that time).</summary>
public static class AsyncCostVariants
{
    public const string Direct = "direct";
    public const string SyncOverAsyncInit = "sync-over-async-init";
    public const string AsyncTask = "async-task";
    public const string AsyncValueTask = "async-valuetask";
    public const string FastPath = "fast-path";
    public const string FastPathCapturing = "fast-path-capturing";
    public const string AwaitSuffix = "-await";
    public const string PooledValueTaskAwait = "pooled-valuetask-await";

    /// <summary>The plain ValueTask on the yielding instance, awaited by the harness as the pooled one is (the lab's shape).</summary>
    public const string AwaitedValueTaskAwait = "awaited-valuetask-await";

    public const string PublishedSource = "seeds 000/001 (Teplyakov 2018, x64, .NET Framework of the time), docs/published/seed-000-001.json: rows without a suffix from table 1 (ratio to its sync-over-async-init), async-valuetask's ratio from table 2 (a second run), -await rows from table 3, whose ratios are to that run's own baseline (about 2.33 µs), not table 1's";

    public static IReadOnlyList<StockPriceVariant> All { get; } =
    [
        new(Direct, nameof(StockPriceBenchmarks.Direct), 2177, 0.96, 0),
        new(SyncOverAsyncInit, nameof(StockPriceBenchmarks.SyncOverAsyncInit), 2268, 1.00, 0),
        new(AsyncTask, nameof(StockPriceBenchmarks.AsyncTask), 2523, 1.11, 88),
        new(AsyncValueTask, nameof(StockPriceBenchmarks.AsyncValueTask), null, 1.09, 0),
        new(FastPath, nameof(StockPriceBenchmarks.FastPath)),
        new(FastPathCapturing, nameof(StockPriceBenchmarks.FastPathCapturing)),
        new(SyncOverAsyncInit + AwaitSuffix, nameof(StockPriceBenchmarks.SyncOverAsyncInitAwait), 6441, 2.76, 296),
        new(AsyncTask + AwaitSuffix, nameof(StockPriceBenchmarks.AsyncTaskAwait), 10439, 4.48, 553),
        new(AsyncValueTask + AwaitSuffix, nameof(StockPriceBenchmarks.AsyncValueTaskAwait), 10455, 4.48, 577),
        new(FastPath + AwaitSuffix, nameof(StockPriceBenchmarks.FastPathAwait)),
        new(FastPathCapturing + AwaitSuffix, nameof(StockPriceBenchmarks.FastPathCapturingAwait)),
        new(AwaitedValueTaskAwait, nameof(StockPriceBenchmarks.AwaitedValueTaskAwait)),
        new(PooledValueTaskAwait, nameof(StockPriceBenchmarks.PooledValueTaskAwait)),
    ];
}
