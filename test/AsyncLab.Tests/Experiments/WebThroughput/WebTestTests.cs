using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WebThroughput;

public class WebTestTests
{
    private static readonly WebThroughputSettings Settings = WebThroughputSettings.For(Profile.Quick);

    [Fact]
    public void ShapeLabel_EndpointsUnderTheSameLoadAndPool_SameLabelSoTheyShareCharts()
    {
        var labels = new[] { "fair", "fair-async", "async", "sync-over-async" }
            .Select(endpoint => WebTest.Constant(endpoint, 200).ShapeLabel(Settings))
            .Distinct()
            .ToList();

        Assert.Equal([$"200 users (pool {Settings.PoolBound})"], labels);
    }

    [Fact]
    public void ShapeLabel_OtherPoolOrUsers_OtherLabel()
    {
        var bounded = WebTest.Constant("async", 200).ShapeLabel(Settings);

        Assert.NotEqual(bounded, WebTest.Constant("async", 200, bounded: false).ShapeLabel(Settings));
        Assert.NotEqual(bounded, WebTest.Constant("async", 25).ShapeLabel(Settings));
        Assert.NotEqual(bounded, WebTest.Ramp("base").ShapeLabel(Settings));
    }
}
