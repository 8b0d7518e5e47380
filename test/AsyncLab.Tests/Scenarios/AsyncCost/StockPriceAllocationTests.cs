using AsyncLab.Scenarios.AsyncCost;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scenarios.AsyncCost;

/// <summary>
/// Allocation is deterministic, so unlike time it can be asserted: bytes allocated on this thread across many
/// calls of a variant whose initialiser has already completed.
/// </summary>
public class StockPriceAllocationTests
{
    private static readonly string Company = new(StockPriceCache.SearchedCompany.AsSpan());

    [Fact]
    public void GetPriceFastPathAsync_Warm_AllocatesNothing() =>
        Assert.Equal(0, BytesPerCall(s => s.GetPriceFastPathAsync(Company).Result));

    [Fact]
    public void GetPriceBlockingOnInit_Warm_AllocatesNothing() =>
        Assert.Equal(0, BytesPerCall(s => s.GetPriceBlockingOnInit(Company)));

    [Fact]
    public void GetPriceValueTaskAsync_Warm_AllocatesNothing() =>
        Assert.Equal(0, BytesPerCall(s => s.GetPriceValueTaskAsync(Company).Result));

    [Fact]
    public void GetPriceFastPathCapturingAsync_Warm_AllocatesAClosure() =>
        Assert.True(BytesPerCall(s => s.GetPriceFastPathCapturingAsync(Company).Result) > 0);

    [Fact]
    public void GetPriceAsync_Warm_AllocatesATask() =>
        Assert.True(BytesPerCall(s => s.GetPriceAsync(Company).Result) > 0);

    private static double BytesPerCall(Func<StockPriceService, decimal> call)
    {
        var service = StockPriceService.CreateReady(TimeSpan.Zero);
        service.InitializeIfNeededAsync().GetAwaiter().GetResult();
        return AllocationMeter.BytesPerCall(() => call(service));
    }
}
