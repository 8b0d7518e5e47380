using AsyncLab.Experiments.WhenAllVsForEachAsync;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public sealed class WhenAllVsForEachAsyncExperimentTests
{
    [Fact]
    public void MeasuredWith_EverySuite_IsAHarnessOfItsOwn()
    {
        var names = Enum.GetValues<WorkloadSuite>().Select(WhenAllVsForEachAsyncExperiment.MeasuredWith).ToList();

        Assert.Equal(names.Count, names.Distinct(StringComparer.Ordinal).Count());
    }
}
