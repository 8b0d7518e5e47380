using Xunit;

namespace Seeded;

public sealed class PriceTests
{
    [Fact]
    public void Price_OfA_One()
    {
        Assert.Equal(1, Prices.PriceAsync("a").Result); // seeded: blocking-wait test
    }

    [Fact]
    public void Load_OnAnotherThread_One()
    {
        Assert.Equal(1, Task.Run(Prices.Load).Result); // seeded: offload-then-wait test
    }

    [Fact]
    public async Task Count_Twice_Two()
    {
        var count = Prices.CountAsync(); // seeded: valuetask-misuse test
        Assert.Equal(2, await count + await count);
    }

    [Fact]
    public async Task Read_File_Text()
    {
        await Task.Yield();
        Assert.NotNull(File.ReadAllText("/dev/null")); // seeded: blocking-in-async test
    }

    [Fact]
    public void Later_StartedOnCurrentScheduler_One()
    {
        Assert.NotNull(Task.Factory.StartNew(Prices.Load)); // seeded: implicit-scheduler test
    }

    [Fact]
    public void Touch_Warm_Nothing()
    {
        Prices.WarmAsync(); // seeded: fire-and-forget test
    }

    [Fact]
    public void Handler_Subscribed_Nothing()
    {
        Action handler = async () => await Prices.WarmAsync(); // seeded: async-void test
        Assert.NotNull(handler);
    }
}
