using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public sealed class WhenAllVsForEachAsyncExperimentTests
{
    [Fact]
    public void MeasuredWith_EverySuite_IsAHarnessOfItsOwn()
    {
        var names = Enum.GetValues<WorkloadSuite>()
            .Select(suite => WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(suite, FanOutMethods.WhenAll, 10, 100)))
            .ToList();

        Assert.Equal(names.Count, names.Distinct(StringComparer.Ordinal).Count());
    }

    [Theory]
    [InlineData(WorkloadSuite.Io, 10, 100)]
    [InlineData(WorkloadSuite.Cpu, 1_000, 100_000)]
    public void MeasuredWith_RowsOfTwoAmounts_AreNotNeighbours(WorkloadSuite suite, int shorter, int longer)
    {
        var shorterRows = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(suite, FanOutMethods.WhenAll, 10, shorter));
        var longerRows = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(suite, FanOutMethods.WhenAll, 10, longer));

        Assert.NotEqual(shorterRows, longerRows);
    }

    [Fact]
    public void MeasuredWith_IoRowsOfOneDelay_PoolAcrossItemsAndMethods()
    {
        var whenAll = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Io, FanOutMethods.WhenAll, 1, 100));
        var forEach = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Io, FanOutMethods.ForEachAsync, 10, 100));

        Assert.Equal(whenAll, forEach);
    }

    [Fact]
    public void MeasuredWith_RandomSharedRowsOfTwoSizes_ShareTheirSession()
    {
        var small = WhenAllVsForEachAsyncExperiment.MeasuredWith(
            new FanOutCase(WorkloadSuite.CpuRandomShared, FanOutMethods.WhenAll, 10, 1_000));
        var large = WhenAllVsForEachAsyncExperiment.MeasuredWith(
            new FanOutCase(WorkloadSuite.CpuRandomShared, FanOutMethods.WhenAll, 100, 100_000));

        Assert.Equal(small, large);
    }

    [Theory]
    [InlineData(Profile.Quick)]
    [InlineData(Profile.Full)]
    public void MeasuredWith_ItsSplitSuites_EachGroupHoldsEnoughRowsForItsOwnPrior(Profile profile)
    {
        var groups = WorkloadGrid.Cases(profile, WorkloadSuite.Io).Concat(WorkloadGrid.Cases(profile, WorkloadSuite.Cpu))
            .Where(row => !WorkloadGrid.MeasuredOnce(profile, row))
            .GroupBy(WhenAllVsForEachAsyncExperiment.MeasuredWith);

        Assert.All(groups, g => Assert.True(g.Count() >= NeighbourhoodPriors.FewestNeighbours, $"{g.Key}: {g.Count()} rows"));
    }
}
