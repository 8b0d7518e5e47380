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
    private readonly int fillers;
    private StockPriceCache? cache;

    private StockPriceService(bool yieldsEveryCall, TimeSpan firstLoadDelay, int fillers)
    {
        this.yieldsEveryCall = yieldsEveryCall;
        this.firstLoadDelay = firstLoadDelay;
        this.fillers = fillers;
    }

    /// <summary>After the first call the initialiser completes synchronously: the common, cheap case.</summary>
    /// <param name="firstLoadDelay">How long the first load waits (1 ms unless given).</param>
    /// <param name="fillers">Companies before the searched one (<see cref="StockPriceCache.FillerCount"/> unless given).</param>
    public static StockPriceService CreateReady(TimeSpan? firstLoadDelay = null, int fillers = StockPriceCache.FillerCount) =>
        new(false, firstLoadDelay ?? TimeSpan.FromMilliseconds(1), fillers);

    /// <summary>The initialiser awaits <see cref="Task.Yield"/> on every call: what awaiting an incomplete task costs.</summary>
    /// <param name="firstLoadDelay">How long the first load waits (1 ms unless given).</param>
    /// <param name="fillers">Companies before the searched one (<see cref="StockPriceCache.FillerCount"/> unless given).</param>
    public static StockPriceService CreateYielding(TimeSpan? firstLoadDelay = null, int fillers = StockPriceCache.FillerCount) =>
        new(true, firstLoadDelay ?? TimeSpan.FromMilliseconds(1), fillers);

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
        cache = StockPriceCache.CreateSample(fillers);
    }

    /// <summary>
    /// The synchronous initialiser the <see cref="GetPriceDirectly"/> variant uses. Never inlined, as in the article's code:
    /// the direct lookup then pays a call to it, as the article's baseline did.
    /// </summary>
    [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
    public void InitializeIfNeeded() => cache ??= StockPriceCache.CreateSample(fillers);

    private decimal Lookup(string company) => cache!.PriceOf(company);
}
