using AsyncLab.Claims;

namespace AsyncLab.Tests.Claims;

public class RatioTests
{
    [Fact]
    public void Of_ErrorsCombineInQuadrature()
    {
        var ratio = Ratio.Of(300, 9, 100, 4);

        Assert.Equal(3.0, ratio.Value, 10);
        Assert.Equal(0.05, ratio.RelativeError, 10);
    }

    [Fact]
    public void IsIndistinguishableFrom_WithinError_True()
    {
        Assert.True(Ratio.Of(102, 3, 100, 0).IsIndistinguishableFrom(1.0));
        Assert.False(Ratio.Of(110, 3, 100, 0).IsIndistinguishableFrom(1.0));
    }

    [Fact]
    public void Of_ZeroDenominator_IsNaN()
    {
        Assert.True(double.IsNaN(Ratio.Of(1, 0, 0, 0).Value));
    }
}
