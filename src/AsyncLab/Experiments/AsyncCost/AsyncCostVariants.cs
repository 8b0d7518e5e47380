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

    public const string PublishedSource = "seeds 000/001 (Teplyakov 2018, x64, .NET Framework of the time); async-valuetask's ratio is from the article's second run";

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
        new(PooledValueTaskAwait, nameof(StockPriceBenchmarks.PooledValueTaskAwait)),
    ];
}
