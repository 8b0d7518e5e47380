using AsyncLab.Comparison;

namespace AsyncLab.Tests.Comparison;

/// <summary>The two ratio columns: B over A as shown, and the ratio a row was judged on.</summary>
public sealed class ComparisonTextRatioTests
{
    [Theory]
    [InlineData(72.3, 0.0, "0×")]
    [InlineData(0.0, 0.014, "from 0")]
    [InlineData(0.0, 0.0, "same")]
    [InlineData(116.60, 119.55, "1.03×")]
    [InlineData(1_000_000.0, 1.0, "< 0.0001×")]
    [InlineData(100.0, 5.0, "0.0500×")]
    public void RawRatio_TwoFigures_BOverAAsShown(double a, double b, string expected)
    {
        Assert.Equal(expected, ComparisonText.RawRatio(new MetricComparison("case", "time_ns", a, b)));
    }

    [Fact]
    public void RawRatio_OneSideMissing_SaysWhichSideHasIt()
    {
        Assert.Equal("only in B", ComparisonText.RawRatio(new MetricComparison("case", "time_ns", null, 1)));
        Assert.Equal("only in A", ComparisonText.RawRatio(new MetricComparison("case", "time_ns", 1, null)));
    }

    [Fact]
    public void JudgedRatio_DeclaredRowWithoutSamples_NotJudgedDash()
    {
        var row = new MetricComparison("case", "mean_ns", 2.2, 2.31) { Declared = AsyncLab.Results.Metrics.MeanNs };

        Assert.Equal(UnjudgedReason.NoSamples, row.Unjudged);
        Assert.Equal("—", ComparisonText.JudgedRatio(row));
    }

    [Fact]
    public void JudgedRatio_UndeclaredRow_SaysItCannotTell()
    {
        var row = new MetricComparison("case", "mean_ns", 2.2, 2.31);

        Assert.Equal("1.05× can't tell (metric not declared)", ComparisonText.JudgedRatio(row));
    }

    [Fact]
    public void RatioNumber_Zero_PlainZeroNotSixDecimals()
    {
        Assert.Equal("0", ComparisonText.RatioNumber(0));
    }
}
