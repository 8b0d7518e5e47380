using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public sealed class LaunchSweepsTests
{
    [Fact]
    public void Order_OneLaunch_EveryExperimentOnceInTheRunsOrder()
    {
        var steps = LaunchSweeps.Order([true, false, true, false], planned: 1);

        Assert.Equal([0, 1, 2, 3], steps.Select(s => s.Experiment));
        Assert.All(steps, s => Assert.True(s.Last));
    }

    [Fact]
    public void Order_FourLaunchesAndTwoInProcess_OneLaunchOfEachASweepAndTheOthersPartTheSweeps()
    {
        var steps = LaunchSweeps.Order([true, true, false, false], planned: 4);

        Assert.Equal([0, 1, /* sweep 2 */ 0, 1, 2, /* sweep 3 */ 0, 1, 3, /* sweep 4 */ 0, 1], steps.Select(s => s.Experiment));
    }

    [Fact]
    public void Order_LaunchedExperiment_LastOnlyInTheLastSweep()
    {
        var steps = LaunchSweeps.Order([true, false], planned: 3);

        Assert.Equal([false, false, true], steps.Where(s => s.Experiment == 0).Select(s => s.Last));
        Assert.True(Assert.Single(steps, s => s.Experiment == 1).Last);
    }

    [Fact]
    public void Order_MoreInProcessThanSweeps_EachOnceInTheRunsOrderAndBothLaunches()
    {
        var steps = LaunchSweeps.Order([true, false, false, false, false, false], planned: 2);

        Assert.Equal([0, 1, 2, /* sweep 2 */ 0, 3, 4, 5], steps.Select(s => s.Experiment));
    }
}
