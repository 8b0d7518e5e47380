using AsyncLab.Reporting;

namespace AsyncLab.Tests.Reporting;

public sealed class SeriesTableTests
{
    [Fact]
    public void Sparkline_Rising_LowestToHighestBar() => Assert.Equal("▁▃█", SeriesTable.Sparkline([0, 2, 7]));

    [Fact]
    public void Sparkline_ManyPoints_AtMostFortyBars() =>
        Assert.Equal(40, SeriesTable.Sparkline(Enumerable.Range(0, 1000).Select(i => (double)i).ToArray()).Length);

    [Fact]
    public void Sparkline_AllZero_FlatLine() => Assert.Equal("▁▁", SeriesTable.Sparkline([0, 0]));
}
