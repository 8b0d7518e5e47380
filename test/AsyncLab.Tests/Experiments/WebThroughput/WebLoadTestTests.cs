using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Load;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WebThroughput;

public class WebLoadTestTests
{
    private static readonly WebThroughputSettings Settings = WebThroughputSettings.For(Profile.Quick);

    [Fact]
    public void ShapeLabel_EndpointsUnderTheSameLoadAndPool_SameLabelSoTheyShareCharts()
    {
        var labels = new[] { "fair", "fair-async", "async", "sync-over-async" }
            .Select(endpoint => WebLoadTest.Constant(endpoint, 200, PoolSetting.Bounded).ShapeLabel(Settings))
            .Distinct()
            .ToList();

        Assert.Equal([$"200 users (pool {Settings.PoolBound})"], labels);
    }

    [Fact]
    public void ShapeLabel_OtherPoolOrUsers_OtherLabel()
    {
        var bounded = WebLoadTest.Constant("async", 200, PoolSetting.Bounded).ShapeLabel(Settings);

        Assert.NotEqual(bounded, WebLoadTest.Constant("async", 200, PoolSetting.Default).ShapeLabel(Settings));
        Assert.NotEqual(bounded, WebLoadTest.Constant("async", 25, PoolSetting.Bounded).ShapeLabel(Settings));
        Assert.NotEqual(bounded, WebLoadTest.Ramp("base", PoolSetting.Bounded).ShapeLabel(Settings));
    }
}
