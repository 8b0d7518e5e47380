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

    [Fact]
    public void MeasuredWith_IoRowsOfTwoDelays_AreNotNeighbours()
    {
        var tenMs = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Io, FanOutMethods.WhenAll, 1, 10));
        var hundredMs = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Io, FanOutMethods.WhenAll, 1, 100));

        Assert.NotEqual(tenMs, hundredMs);
    }

    [Fact]
    public void MeasuredWith_IoRowsOfOneDelay_PoolAcrossItemsAndMethods()
    {
        var whenAll = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Io, FanOutMethods.WhenAll, 1, 100));
        var forEach = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Io, FanOutMethods.ForEachAsync, 10, 100));

        Assert.Equal(whenAll, forEach);
    }

    [Fact]
    public void MeasuredWith_CpuRowsOfTwoItemSizes_AreNotNeighbours()
    {
        var small = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.WhenAll, 10, 1_000));
        var large = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.WhenAll, 10, 100_000));

        Assert.NotEqual(small, large);
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
