using AsyncLab.Benchmarking.Turns;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Scenarios.AsyncCost;
using AsyncLab.SideBySide;

namespace AsyncLab.Tests.SideBySide;

/// <summary>This build loaded a second time, in a context of its own, as ab loads each side.</summary>
public sealed class TurnGroupSourcesTests
{
    [Fact]
    public void Load_ThisBuildInItsOwnContext_GivesAsyncCostGroupsThatComputeThePrice()
    {
        var context = new BuildLoadContext(LabBuild.Current("B"));

        var groups = TurnGroupSources.Load(context.Lab, "async-cost", "B/");

        Assert.NotSame(typeof(StockPriceTurns).Assembly, context.Lab);
        Assert.Equal(StockPriceTurns.Groups().Count, groups.Count);
        Assert.Equal(StockPriceTurns.Ids.Order(), groups.SelectMany(g => g).Select(v => SideBySideLaunch.RowOf(v.Id)).Order());
        var direct = groups.SelectMany(g => g).Single(v => v.Id == "B/" + StockPriceTurns.TimedScalePrefix + AsyncCostVariants.Direct);
        Assert.True(direct.NanosecondsPerCall(3) > 0);
        Assert.Equal(StockPriceCache.SearchedPrice, direct.LastResult);
    }

    [Fact]
    public void Load_CommandBus_GivesOneGroupWithItsYardstick()
    {
        var groups = TurnGroupSources.Load(new BuildLoadContext(LabBuild.Current("A")).Lab, "command-bus", "A/");

        Assert.Single(groups);
        Assert.Contains(groups[0], v => v.Id == "A/" + Yardstick.IdFor(StockPriceTurns.Prefix));
    }

    [Fact]
    public void Load_ExperimentNotTimedInTurns_SaysWhichAre()
    {
        var error = Assert.Throws<SideBySideException>(() => TurnGroupSources.Load(typeof(LabBuild).Assembly, "database", "A/"));

        Assert.Contains("async-cost", error.Message, StringComparison.Ordinal);
    }
}
