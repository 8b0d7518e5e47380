using AsyncLab.Experiments.WhenAllVsForEachAsync;

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
    public void MeasuredWith_CpuRowsOfTwoSizes_ShareTheirSession()
    {
        var small = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.WhenAll, 1, 1_000));
        var large = WhenAllVsForEachAsyncExperiment.MeasuredWith(new FanOutCase(WorkloadSuite.Cpu, FanOutMethods.WhenAll, 100, 100_000));

        Assert.Equal(small, large);
    }
}
