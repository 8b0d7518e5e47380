using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WebThroughput;

public class WebLoadTestTests
{
    private static readonly WebThroughputSettings Settings = WebThroughputSettings.For(Profile.Quick);

    [Fact]
    public void ShapeLabel_EndpointsUnderTheSameLoadAndPool_SameLabelSoTheyShareCharts()
    {
        var labels = new[] { "fair", "fair-async", "async", "sync-over-async" }
            .Select(endpoint => WebLoadTest.Constant(endpoint, 200).ShapeLabel(Settings))
            .Distinct()
            .ToList();

        Assert.Equal([$"200 users (pool {Settings.PoolBound})"], labels);
    }

    [Fact]
    public void ShapeLabel_OtherPoolOrUsers_OtherLabel()
    {
        var bounded = WebLoadTest.Constant("async", 200).ShapeLabel(Settings);

        Assert.NotEqual(bounded, WebLoadTest.Constant("async", 200, bounded: false).ShapeLabel(Settings));
        Assert.NotEqual(bounded, WebLoadTest.Constant("async", 25).ShapeLabel(Settings));
        Assert.NotEqual(bounded, WebLoadTest.Ramp("base").ShapeLabel(Settings));
    }
}
