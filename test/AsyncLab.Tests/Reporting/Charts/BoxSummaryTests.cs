using AsyncLab.Reporting.Charts;

namespace AsyncLab.Tests.Reporting.Charts;

public class BoxSummaryTests
{
    [Fact]
    public void Of_OddCount_QuartilesOnSamples()
    {
        Assert.Equal(new BoxSummary(1, 2, 3, 4, 5), BoxSummary.Of([5, 3, 1, 4, 2]));
    }

    [Fact]
    public void Of_EvenCount_QuartilesInterpolatedBetweenRanks()
    {
        Assert.Equal(new BoxSummary(1, 1.75, 2.5, 3.25, 4), BoxSummary.Of([4, 1, 3, 2]));
    }

    [Fact]
    public void Of_NonFiniteValues_LeftOut()
    {
        Assert.Equal(new BoxSummary(2, 2, 2, 2, 2), BoxSummary.Of([double.NaN, 2, double.PositiveInfinity]));
        Assert.Null(BoxSummary.Of([double.NaN]));
    }
}
