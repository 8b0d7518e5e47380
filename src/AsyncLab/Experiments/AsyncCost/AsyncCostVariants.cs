using AsyncLab.Published;
using AsyncLab.Results;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>
/// Where a variant's published figures are: a row of one of the article's tables, and whether its mean belongs beside this run's.
/// </summary>
/// <param name="WithMean">False for a row of another run whose absolute time would sit beside table 1's (table 2): its
/// ratio and bytes only.</param>
public sealed record PublishedCells(string Table, string Row, bool WithMean = true);

/// <summary>A variant: its id in results, the benchmark method that measures it, and where the article prints its figures.</summary>
public sealed record StockPriceVariant(string Id, string Method, PublishedCells? Cells = null)
{
    /// <summary>
    /// The article's mean (in ns), ratio and bytes for this variant, read from its published table; null when it has none.
    /// </summary>
    public IReadOnlyDictionary<string, double>? Published()
    {
        if (Cells is not { } cells)
        {
            return null;
        }

        var article = PublishedArticle.Of(AsyncCostVariants.Seed);
        var row = article.Row(cells.Table, cells.Row) ?? throw new InvalidOperationException(
            $"seed {AsyncCostVariants.Seed} has no {cells.Table}/{cells.Row}");
        var published = new Dictionary<string, double>();
        if (cells.WithMean && row.Number("Mean") is { } mean)
        {
            published[MetricNames.MeanNs] = mean * article.NanosecondsPerCell(cells.Table, "Mean");
        }

        if (row.Number("Ratio") is { } ratio)
        {
            published[MetricNames.Ratio] = ratio;
        }

        if (row.Number("Allocated") is { } bytes)
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

    /// <summary>True for a variant (or its turns row) on the yielding instance: every call awaits an incomplete task.</summary>
    public static bool Yields(string id) => id.EndsWith(AwaitSuffix, StringComparison.Ordinal);

    public const string PooledValueTaskAwait = "pooled-valuetask-await";

    /// <summary>The plain ValueTask on the yielding instance, awaited by the harness as the pooled one is (the lab's shape).</summary>
    public const string AwaitedValueTaskAwait = "awaited-valuetask-await";

    public const string Seed = "000/001";

    public const string PublishedSource = "seeds 000/001 (Teplyakov 2018; the original names no runtime or machine, its byte figures are " +
        "for x64), docs/published/seed-000-001.json: rows without a suffix from table 1 (ratio to its sync-over-async-init), " +
        "async-valuetask's ratio from table 2 (a second run), -await rows from table 3, whose ratios are to that run's own baseline " +
        "(2.332 µs), not table 1's";

    public static IReadOnlyList<StockPriceVariant> All { get; } =
    [
        new(Direct, nameof(StockPriceBenchmarks.Direct), new("table-1", "GetPricesDirectlyFromCache")),
        new(SyncOverAsyncInit, nameof(StockPriceBenchmarks.SyncOverAsyncInit), new("table-1", "GetStockPriceFor")),
        new(AsyncTask, nameof(StockPriceBenchmarks.AsyncTask), new("table-1", "GetStockPriceForAsync")),
        new(AsyncValueTask, nameof(StockPriceBenchmarks.AsyncValueTask),
            new("table-2", "GetStockPriceWithValueTaskAsync", WithMean: false)),
        new(FastPath, nameof(StockPriceBenchmarks.FastPath)),
        new(FastPathCapturing, nameof(StockPriceBenchmarks.FastPathCapturing)),
        new(SyncOverAsyncInit + AwaitSuffix, nameof(StockPriceBenchmarks.SyncOverAsyncInitAwait), new("table-3", "GetStockPriceFor_Await")),
        new(AsyncTask + AwaitSuffix, nameof(StockPriceBenchmarks.AsyncTaskAwait), new("table-3", "GetStockPriceForAsync_Await")),
        new(AsyncValueTask + AwaitSuffix, nameof(StockPriceBenchmarks.AsyncValueTaskAwait),
            new("table-3", "GetStockPriceWithValueTaskAsync_Await")),
        new(FastPath + AwaitSuffix, nameof(StockPriceBenchmarks.FastPathAwait)),
        new(FastPathCapturing + AwaitSuffix, nameof(StockPriceBenchmarks.FastPathCapturingAwait)),
        new(AwaitedValueTaskAwait, nameof(StockPriceBenchmarks.AwaitedValueTaskAwait)),
        new(PooledValueTaskAwait, nameof(StockPriceBenchmarks.PooledValueTaskAwait)),
    ];
}
