namespace AsyncLab.Scenarios.AsyncCost;

/// <summary>
/// The stock-price service of seeds 000/001 in every shape the article measured. The cache is filled
/// once by an async initialiser; afterwards the initialiser completes synchronously, unless the instance
/// was created <see cref="CreateYielding">yielding</see>, in which case every call awaits an incomplete task.
/// </summary>
public sealed partial class StockPriceService
{
    private readonly bool yieldsEveryCall;
    private readonly TimeSpan firstLoadDelay;
    private StockPriceCache? cache;

    private StockPriceService(bool yieldsEveryCall, TimeSpan firstLoadDelay)
    {
        this.yieldsEveryCall = yieldsEveryCall;
        this.firstLoadDelay = firstLoadDelay;
    }

    /// <summary>After the first call the initialiser completes synchronously: the common, cheap case.</summary>
    public static StockPriceService CreateReady(TimeSpan? firstLoadDelay = null) => new(false, firstLoadDelay ?? TimeSpan.FromMilliseconds(1));

    /// <summary>The initialiser awaits <see cref="Task.Yield"/> on every call: what awaiting an incomplete task costs.</summary>
    public static StockPriceService CreateYielding(TimeSpan? firstLoadDelay = null) => new(true, firstLoadDelay ?? TimeSpan.FromMilliseconds(1));

    public bool IsLoaded => cache is not null;

    /// <summary>The async initialiser every async-shaped variant goes through.</summary>
    public async Task InitializeIfNeededAsync()
    {
        if (yieldsEveryCall)
        {
            await Task.Yield();
        }

        if (cache is not null)
        {
            return;
        }

        await Task.Delay(firstLoadDelay).ConfigureAwait(false);
        cache = StockPriceCache.CreateSample();
    }

    /// <summary>The synchronous initialiser the <see cref="GetPriceDirectly"/> variant uses.</summary>
    public void InitializeIfNeeded() => cache ??= StockPriceCache.CreateSample();

    private decimal Lookup(string company) => cache!.PriceOf(company);
}
