using AsyncLab.Reporting.Charts;

namespace AsyncLab.Tests.Reporting.Charts;

public class AxisScaleTests
{
    [Fact]
    public void Fit_SpanOverADecade_LogAxisWithPowerOfTenTicks()
    {
        var scale = AxisScale.Fit([3, 40, 700, 5000], fromZero: false, allowLog: true);

        Assert.True(scale.Log);
        Assert.Equal([1.0, 10, 100, 1000, 10000], scale.Ticks());
    }

    [Fact]
    public void Fit_TwoDecades_AddsTwoAndFiveBetweenPowers()
    {
        var scale = AxisScale.Fit([1, 100], fromZero: false, allowLog: true);

        Assert.Equal([1.0, 2, 5, 10, 20, 50, 100], scale.Ticks());
    }

    [Fact]
    public void Fit_WithinADecade_LinearFromZeroWithNiceTicks()
    {
        var scale = AxisScale.Fit([2, 7.2], fromZero: true, allowLog: true);

        Assert.False(scale.Log);
        Assert.Equal([0.0, 2, 4, 6, 8], scale.Ticks());
    }

    [Fact]
    public void Fit_LogNotAllowed_StaysLinear()
    {
        Assert.False(AxisScale.Fit([1, 1000], fromZero: true, allowLog: false).Log);
    }

    [Fact]
    public void Fit_SingleValue_GivesARangeAroundIt()
    {
        var scale = AxisScale.Fit([5], fromZero: true, allowLog: true);

        Assert.Equal(0, scale.Min);
        Assert.True(scale.Max >= 5);
    }

    [Theory]
    [InlineData(10, 150)]
    [InlineData(100, 200)]
    [InlineData(1000, 250)]
    public void Map_LogAxis_EqualStepsPerDecade(double value, double expected)
    {
        var scale = new AxisScale(1, 1000, Log: true);

        Assert.Equal(expected, scale.Map(value, 100, 250), precision: 6);
    }
}
