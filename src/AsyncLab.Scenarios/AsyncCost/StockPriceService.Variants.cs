using System.Runtime.CompilerServices;

namespace AsyncLab.Scenarios.AsyncCost;

/// <summary>
/// The variants of the article, each doing the same lookup through a different async shape. The article's own shapes
/// await as the article wrote them, without ConfigureAwait(false); only the lab's pooled variant adds it.
/// </summary>
public sealed partial class StockPriceService
{
    /// <summary>direct: a sync method over a sync initialiser. No async anywhere.</summary>
    public decimal GetPriceDirectly(string company)
    {
        InitializeIfNeeded();
        return Lookup(company);
    }

    /// <summary>sync-over-async-init: a sync method that blocks on the async initialiser (already complete in the common case).</summary>
    public decimal GetPriceBlockingOnInit(string company)
    {
        InitializeIfNeededAsync().GetAwaiter().GetResult();
        return Lookup(company);
    }

    /// <summary>async-task: the plain async method.</summary>
    public async Task<decimal> GetPriceAsync(string company)
    {
        await InitializeIfNeededAsync();
        return Lookup(company);
    }

    /// <summary>async-valuetask: the same body, returning ValueTask so a synchronous completion needs no Task object.</summary>
    public async ValueTask<decimal> GetPriceValueTaskAsync(string company)
    {
        await InitializeIfNeededAsync();
        return Lookup(company);
    }

    /// <summary>
    /// fast-path: not an async method at all when the initialiser is done; only the slow path enters a
    /// state machine. The slow path is a static local function given its state as arguments, so nothing is captured.
    /// </summary>
    public ValueTask<decimal> GetPriceFastPathAsync(string company)
    {
        var initialization = InitializeIfNeededAsync();
        if (initialization.IsCompletedSuccessfully)
        {
            return new ValueTask<decimal>(Lookup(company));
        }

        return AwaitInitialization(initialization, this, company);

        static async ValueTask<decimal> AwaitInitialization(Task initialization, StockPriceService service, string company)
        {
            await initialization;
            return service.Lookup(company);
        }
    }

    /// <summary>
    /// fast-path-capturing: the same shape, but the async local function captures <c>this</c>, the argument and a local.
    /// The compiler hoists captured variables of an async local function into a class allocated on entry, so the
    /// fast path pays for a closure it never uses.
    /// </summary>
    public ValueTask<decimal> GetPriceFastPathCapturingAsync(string company)
    {
        var initialization = InitializeIfNeededAsync();
        if (initialization.IsCompletedSuccessfully)
        {
            return new ValueTask<decimal>(Lookup(company));
        }

        return AwaitInitialization();

        async ValueTask<decimal> AwaitInitialization()
        {
            await initialization;
            return Lookup(company);
        }
    }

    /// <summary>
    /// pooled-valuetask (the lab's own): the pooling builder reuses the state machine box between calls that complete
    /// asynchronously.
    /// </summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    public async ValueTask<decimal> GetPricePooledAsync(string company)
    {
        await InitializeIfNeededAsync().ConfigureAwait(false);
        return Lookup(company);
    }
}
