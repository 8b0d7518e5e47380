using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Experiments.AsyncCost;

public sealed class AsyncCostExperimentTests
{
    [Fact]
    public void BenchmarkGroupOf_EveryVariant_ReadyOrYieldingByItsInstance()
    {
        var groups = AsyncCostVariants.All.GroupBy(v => AsyncCostExperiment.BenchmarkGroupOf(v.Id)).ToList();

        Assert.Equal(2, groups.Count);
        Assert.All(groups, g => Assert.Single(g.Select(v => v.Id.EndsWith(AsyncCostVariants.AwaitSuffix, StringComparison.Ordinal))
            .Distinct()));
    }

    [Fact]
    public void BenchmarkGroupOf_EachGroup_HoldsEnoughRowsForItsOwnPrior()
    {
        // A neighbourhood of fewer cases than NeighbourhoodPriors.FewestNeighbours was not calibrated.
        var sizes = AsyncCostVariants.All.GroupBy(v => AsyncCostExperiment.BenchmarkGroupOf(v.Id)).Select(g => g.Count());

        Assert.All(sizes, size => Assert.True(size >= NeighbourhoodPriors.FewestNeighbours, $"{size} rows"));
    }

    [Fact]
    public void BenchmarkGroupOf_TurnsGroups_NotShared()
    {
        var benchmarkGroups = AsyncCostVariants.All.Select(v => AsyncCostExperiment.BenchmarkGroupOf(v.Id)).ToHashSet();

        Assert.DoesNotContain(StockPriceTurns.Ids.Select(StockPriceTurns.GroupOf), benchmarkGroups.Contains);
    }
}
