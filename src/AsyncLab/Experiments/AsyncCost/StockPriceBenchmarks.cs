using AsyncLab.Scenarios.AsyncCost;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>
/// Each stock-price variant on the ready instance (initialiser completes synchronously) and on the
/// yielding one (every call awaits an incomplete task). Method names map to variant ids in <see cref="AsyncCostVariants"/>.
/// The article's rows are written its way: each benchmark blocks on its result inside the method
/// (<c>GetAwaiter().GetResult()</c>) and returns the decimal, so Task and ValueTask are consumed alike and the harness
/// cannot differ between the variants it compares. The pooled ValueTask cannot be blocked on (its source throws when
/// asked for a result it does not have yet), so it and the plain ValueTask it is compared with are handed to
/// BenchmarkDotNet, which awaits both: the lab's shape, for the lab's claim.
/// </summary>
[MemoryDiagnoser]
public class StockPriceBenchmarks
{
    // A field, not a constant: with a literal the JIT inlines the sync variants' lookup down to string.Equals
    // and unrolls the comparison against the known string, while the async variants (which carry the argument
    // in their state machine) cannot. That made the sync variants 3× faster for a reason that has nothing to do with async.
    private readonly string company = new(StockPriceCache.SearchedCompany.AsSpan());
    private readonly StockPriceService ready = StockPriceService.CreateReady();
    private readonly StockPriceService yielding = StockPriceService.CreateYielding();

    [GlobalSetup]
    public async Task LoadCaches()
    {
        await ready.InitializeIfNeededAsync();
        ready.InitializeIfNeeded();
        await yielding.InitializeIfNeededAsync();
    }

    [Benchmark]
    public decimal Direct() => ready.GetPriceDirectly(company);

    [Benchmark(Baseline = true)]
    public decimal SyncOverAsyncInit() => ready.GetPriceBlockingOnInit(company);

    [Benchmark]
    public decimal AsyncTask() => ready.GetPriceAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal AsyncValueTask() => ready.GetPriceValueTaskAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal FastPath() => ready.GetPriceFastPathAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal FastPathCapturing() => ready.GetPriceFastPathCapturingAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal SyncOverAsyncInitAwait() => yielding.GetPriceBlockingOnInit(company);

    [Benchmark]
    public decimal AsyncTaskAwait() => yielding.GetPriceAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal AsyncValueTaskAwait() => yielding.GetPriceValueTaskAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal FastPathAwait() => yielding.GetPriceFastPathAsync(company).GetAwaiter().GetResult();

    [Benchmark]
    public decimal FastPathCapturingAwait() => yielding.GetPriceFastPathCapturingAsync(company).GetAwaiter().GetResult();

    /// <summary>The lab's shape: awaited by BenchmarkDotNet, as the pooled variant must be.</summary>
    [Benchmark]
    public ValueTask<decimal> AwaitedValueTaskAwait() => yielding.GetPriceValueTaskAsync(company);

    [Benchmark]
    public ValueTask<decimal> PooledValueTaskAwait() => yielding.GetPricePooledAsync(company);
}
