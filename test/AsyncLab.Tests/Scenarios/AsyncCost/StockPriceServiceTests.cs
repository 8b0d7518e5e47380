using AsyncLab.Scenarios.AsyncCost;

namespace AsyncLab.Tests.Scenarios.AsyncCost;

public class StockPriceServiceTests
{
    private const string Company = StockPriceCache.SearchedCompany;

    public static TheoryData<string> Instances => new() { "ready", "yielding" };

    [Theory]
    [MemberData(nameof(Instances))]
    public async Task EveryVariant_SameCompany_ReturnsSamePrice(string instance)
    {
        var service = instance == "ready" ? StockPriceService.CreateReady(TimeSpan.Zero) : StockPriceService.CreateYielding(TimeSpan.Zero);

        decimal[] prices =
        [
            service.GetPriceBlockingOnInit(Company),
            await service.GetPriceAsync(Company),
            await service.GetPriceValueTaskAsync(Company),
            await service.GetPriceFastPathAsync(Company),
            await service.GetPriceFastPathCapturingAsync(Company),
            await service.GetPricePooledAsync(Company),
            service.GetPriceDirectly(Company),
        ];

        Assert.All(prices, p => Assert.Equal(StockPriceCache.SearchedPrice, p));
    }

    [Fact]
    public async Task GetPriceAsync_UnknownCompany_ThrowsNamingTheCompany()
    {
        var service = StockPriceService.CreateReady(TimeSpan.Zero);

        var error = await Assert.ThrowsAsync<UnknownCompanyException>(() => service.GetPriceAsync("NOPE"));

        Assert.Equal("NOPE", error.Company);
        Assert.Contains("'NOPE'", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void GetPriceDirectly_UnknownCompany_ThrowsKeyNotFound()
    {
        var service = StockPriceService.CreateReady(TimeSpan.Zero);

        Assert.Throws<UnknownCompanyException>(() => service.GetPriceDirectly("NOPE"));
    }

    [Fact]
    public async Task InitializeIfNeededAsync_FirstCall_LoadsOnceThenCompletesSynchronously()
    {
        var service = StockPriceService.CreateReady(TimeSpan.FromMilliseconds(1));
        Assert.False(service.IsLoaded);

        await service.InitializeIfNeededAsync();

        Assert.True(service.IsLoaded);
        Assert.True(service.InitializeIfNeededAsync().IsCompletedSuccessfully);
    }
}
