using AsyncLab.Claims;
using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

public sealed class BandTests
{
    [Theory]
    [InlineData(0.01, true)]
    [InlineData(-0.01, true)]
    [InlineData(0.0101, false)]
    public void Contains_WithTolerance_UpToTheTolerancePastEachEnd(double value, bool expected)
    {
        Assert.Equal(expected, Band.Exactly(0).WithTolerance(0.01).Contains(value));
    }

    [Fact]
    public void ContainsAll_WithoutTolerance_TheEndsOnly()
    {
        Assert.False(Band.Exactly(0).ContainsAll(0.0001, 0.0001));
    }

    [Fact]
    public void Format_WithTolerance_StatesIt()
    {
        Assert.Equal("≤ 0 B (tolerance 0.01 B)", Band.AtMost(0).WithTolerance(0.01).Format(MetricUnit.Bytes));
    }

    [Fact]
    public void Format_WithoutTolerance_TheEndsAlone()
    {
        Assert.Equal("87.5 B–88.5 B", new Band(87.5, 88.5).Format(MetricUnit.Bytes));
    }

    [Fact]
    public void LowestAndHighestInside_WithTolerance_TheEndsWidened()
    {
        var band = Band.Exactly(0).WithTolerance(0.01);

        Assert.Equal((-0.01, 0.01), (band.LowestInside, band.HighestInside));
    }
}
