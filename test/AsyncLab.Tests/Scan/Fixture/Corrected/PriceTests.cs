using Xunit;

namespace Corrected;

public sealed class PriceTests
{
    [Fact]
    public async Task Price_OfA_One()
    {
        Assert.Equal(1, await Prices.PriceAsync("a"));
    }

    [Fact]
    public void Load_OnThisThread_One()
    {
        Assert.Equal(1, Prices.Load());
    }

    [Fact]
    public async Task Count_Once_Two()
    {
        var count = await Prices.CountAsync();
        Assert.Equal(2, count + count);
    }

    [Fact]
    public async Task Read_File_Text()
    {
        Assert.NotNull(await File.ReadAllTextAsync("/dev/null"));
    }

    [Fact]
    public async Task Later_StartedOnThePool_One()
    {
        Assert.Equal(1, await Prices.Later());
    }

    [Fact]
    public async Task Touch_Warm_Completes()
    {
        await Prices.TouchAsync();
    }

    [Fact]
    public void Handler_Subscribed_Nothing()
    {
        Func<Task> handler = async () => await Prices.WarmAsync();
        Assert.NotNull(handler);
    }
}
