using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Tests.Results;

public class MetricUnitFormatTests
{
    [Theory]
    [InlineData(MetricUnit.Nanoseconds, 135.37, "135.37 ns")]
    [InlineData(MetricUnit.Nanoseconds, 2268, "2.268 µs")]
    [InlineData(MetricUnit.Nanoseconds, 1_199_000, "1.199 ms")]
    [InlineData(MetricUnit.Milliseconds, 12.5, "12.500 ms")]
    [InlineData(MetricUnit.Microseconds, 1500, "1.500 ms")]
    [InlineData(MetricUnit.Seconds, 1.5, "1.500 s")]
    [InlineData(MetricUnit.Bytes, 120.02, "120 B")]
    [InlineData(MetricUnit.Bytes, -0.5, "-0.5 B")]
    [InlineData(MetricUnit.Fraction, 0.873, "87.3 %")]
    [InlineData(MetricUnit.WorkUnits, 1.0234, "1.02 U")]
    [InlineData(MetricUnit.Count, 24, "24")]
    [InlineData(MetricUnit.PerSecond, 7386905.4, "7,386,905")]
    [InlineData(MetricUnit.Number, 88.25, "88.25")]
    public void Format_Value_ReadsInItsUnit(MetricUnit unit, double value, string expected)
    {
        Assert.Equal(expected, unit.Format(value));
    }

    [Theory]
    [InlineData(24.0 / 49, "0.49 B")]
    [InlineData(0.012, "0.012 B")]
    [InlineData(0.0000456, "0.000046 B")]
    [InlineData(-0.0003, "-0.0003 B")]
    [InlineData(0, "0 B")]
    [InlineData(80, "80 B")]
    [InlineData(80.0003, "80 B")]
    [InlineData(87.46, "87.5 B")]
    public void Format_Bytes_BelowOneByteTwoSignificantDigitsAboveToATenth(double value, string expected)
    {
        Assert.Equal(expected, MetricUnit.Bytes.Format(value));
    }

    [Theory]
    [InlineData(1.114, "1.11×")]
    [InlineData(0.98, "0.98×")]
    [InlineData(18.84, "18.8×")]
    [InlineData(212.4, "212×")]
    public void Format_Ratio_TwoDecimalsBelowTenFewerAbove(double value, string expected)
    {
        Assert.Equal(expected, MetricUnit.Ratio.Format(value));
    }

    [Theory]
    [InlineData(1, "yes")]
    [InlineData(0, "no")]
    [InlineData(0.5, "0.5")]
    public void Format_Flag_YesOrNoOnlyForOneOrZero(double value, string expected)
    {
        Assert.Equal(expected, MetricUnit.Flag.Format(value));
    }

    [Theory]
    [InlineData(double.NaN, "n/a")]
    [InlineData(double.PositiveInfinity, "∞")]
    [InlineData(double.NegativeInfinity, "−∞")]
    public void Format_NotAFigure_SameInEveryUnit(double value, string expected)
    {
        Assert.All(Enum.GetValues<MetricUnit>(), unit => Assert.Equal(expected, unit.Format(value)));
    }
}
