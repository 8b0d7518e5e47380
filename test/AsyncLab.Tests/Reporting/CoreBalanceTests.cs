using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

public class CoreBalanceTests
{
    [Fact]
    public void Of_NoCheckOrOneCore_Null()
    {
        var sample = SampleResults.Create();

        Assert.Null(CoreBalance.Of(sample));
        Assert.Null(CoreBalance.Of(sample with { CoreSpeeds = [new CoreSpeed("start", 0, 2.0, 1.75)] }));
    }

    [Fact]
    public void Of_UnusableFigures_LeftOut()
    {
        var document = SampleResults.Create() with
        {
            CoreSpeeds = [new CoreSpeed("start", 0, 2.0, 1.75), new CoreSpeed("start", 1, double.NaN, 1.8), new CoreSpeed("start", 2, 0, 1.8)],
        };

        Assert.Null(CoreBalance.Of(document));
    }

    [Fact]
    public void Summary_OneCoreTwiceAsSlowThroughMemory_UnevenAndSaysWhy()
    {
        var balance = CoreBalance.Of(SampleResults.Create() with
        {
            CoreSpeeds = [new CoreSpeed("start", 0, 2.0, 1.75), new CoreSpeed("start", 1, 4.0, 1.84), new CoreSpeed("end", 0, 2.1, 1.75), new CoreSpeed("end", 1, 2.2, 1.76)],
        })!;

        Assert.True(balance.Uneven);
        Assert.Equal(2.0, balance.CallSpread, 9);
        Assert.Equal(1.84 / 1.75, balance.RegisterSpread, 9);
        Assert.Contains("at the start, core 0 2.00 and 1.75 ns, core 1 4.00 and 1.84 ns; at the end,", balance.Summary(), StringComparison.Ordinal);
        Assert.Contains("depends on which core its thread ran on", balance.Summary(), StringComparison.Ordinal);
        Assert.Contains("2.00× slower", balance.Headline(), StringComparison.Ordinal);
    }

    [Fact]
    public void Summary_CoresWithinTheSlowFactor_AlikeAndNoHeadline()
    {
        var balance = CoreBalance.Of(SampleResults.Create() with
        {
            CoreSpeeds = [new CoreSpeed("start", 0, 2.0, 1.75), new CoreSpeed("start", 1, 2.2, 1.80)],
        })!;

        Assert.False(balance.Uneven);
        Assert.EndsWith("The cores ran alike (within 1.25×).", balance.Summary(), StringComparison.Ordinal);
        Assert.Null(balance.Headline());
    }
}
