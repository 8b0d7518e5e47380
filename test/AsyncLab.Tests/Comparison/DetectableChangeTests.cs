using AsyncLab.Results;
using AsyncLab.Comparison;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Comparison;

public class DetectableChangeTests
{
    private static BetweenRunSpread Spread(double spread) => new(FigureKind.TimePerCall, spread, 1, "test");

    [Fact]
    public void Of_IntervalWiderThanTheSpread_HalfWidthAndAFifthOfSigmaMore()
    {
        // ±10 % on the ln scale: h = 0.1, σ = h / 2.576, so d = 0.1 + 0.842 · 0.1 / 2.576.
        var interval = new Estimate(Math.Exp(-0.1), 1, Math.Exp(0.1));

        var detectable = DetectableChange.Of(interval, Spread(0));

        Assert.Equal(Math.Exp(0.1 + (0.8416212335729 * 0.1 / 2.5758293035489)) - 1, detectable!.Value, precision: 12);
    }

    [Fact]
    public void Of_SpreadWiderThanTheInterval_SpreadSets()
    {
        var interval = new Estimate(Math.Exp(-0.01), 1, Math.Exp(0.01));

        var detectable = DetectableChange.Of(interval, Spread(0.29));

        Assert.InRange(detectable!.Value, 0.29, 0.30);
    }

    [Theory]
    [InlineData(double.NegativeInfinity, double.PositiveInfinity)]
    [InlineData(0, 2)]
    [InlineData(double.NaN, double.NaN)]
    public void Of_NoFinitePositiveInterval_Null(double low, double high)
    {
        Assert.Null(DetectableChange.Of(new Estimate(low, 1, high), Spread(0)));
    }
}
