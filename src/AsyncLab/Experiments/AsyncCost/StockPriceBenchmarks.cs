using AsyncLab.Scenarios.StockPrices;
using BenchmarkDotNet.Attributes;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>
/// Each stock-price variant on the ready instance (initialiser completes synchronously) and on the
/// yielding one (every call awaits an incomplete task). Method names map to variant ids in <see cref="AsyncCostVariants"/>.
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
    public void LoadCaches()
    {
        ready.InitializeIfNeededAsync().GetAwaiter().GetResult();
        ready.InitializeIfNeeded();
        yielding.InitializeIfNeededAsync().GetAwaiter().GetResult();
    }

    [Benchmark]
    public decimal Direct() => ready.GetPriceDirectly(company);

    [Benchmark(Baseline = true)]
    public decimal SyncOverAsyncInit() => ready.GetPriceBlockingOnInit(company);

    [Benchmark]
    public Task<decimal> AsyncTask() => ready.GetPriceAsync(company);

    [Benchmark]
    public ValueTask<decimal> AsyncValueTask() => ready.GetPriceValueTaskAsync(company);

    [Benchmark]
    public ValueTask<decimal> FastPath() => ready.GetPriceFastPathAsync(company);

    [Benchmark]
    public ValueTask<decimal> FastPathCapturing() => ready.GetPriceFastPathCapturingAsync(company);

    [Benchmark]
    public decimal SyncOverAsyncInitAwait() => yielding.GetPriceBlockingOnInit(company);

    [Benchmark]
    public Task<decimal> AsyncTaskAwait() => yielding.GetPriceAsync(company);

    [Benchmark]
    public ValueTask<decimal> AsyncValueTaskAwait() => yielding.GetPriceValueTaskAsync(company);

    [Benchmark]
    public ValueTask<decimal> FastPathAwait() => yielding.GetPriceFastPathAsync(company);

    [Benchmark]
    public ValueTask<decimal> FastPathCapturingAwait() => yielding.GetPriceFastPathCapturingAsync(company);

    [Benchmark]
    public ValueTask<decimal> PooledValueTaskAwait() => yielding.GetPricePooledAsync(company);
}
