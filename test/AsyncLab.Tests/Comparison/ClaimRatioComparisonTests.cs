using AsyncLab.Comparison;
using AsyncLab.Results;

namespace AsyncLab.Tests.Comparison;

/// <summary>A claim's ratio in two runs, B over A, read from the two runs' intervals.</summary>
public sealed class ClaimRatioComparisonTests
{
    [Fact]
    public void Of_TightRatiosTenPercentApart_MovedWithAnIntervalAroundTheMove()
    {
        var compared = Single(Ratio(1.03, 0.02), Ratio(1.133, 0.02));

        Assert.Equal(RatioMove.Moved, compared.Move);
        Assert.Equal(1.1, compared.Interval.Point, 3);
        Assert.InRange(compared.Interval.Low, 1.05, 1.1);
        Assert.EndsWith(" moved", compared.Judged, StringComparison.Ordinal);
    }

    [Fact]
    public void Of_TightRatiosThatAgree_SameWithinTheThreshold()
    {
        var compared = Single(Ratio(0.58, 0.02), Ratio(0.581, 0.02));

        Assert.Equal(RatioMove.Same, compared.Move);
        Assert.Equal("1.00× same (within ±10 %)", compared.Judged);
    }

    [Fact]
    public void Of_WideRatiosTenPercentApart_CannotTell()
    {
        Assert.Equal(RatioMove.CannotTell, Single(Ratio(1.5, 0.3), Ratio(1.65, 0.3)).Move);
    }

    [Fact]
    public void Of_ClaimsReadInBytesOrExactly_LeftOut()
    {
        var bytes = Claim(new ClaimInterval(72, 72, 72, 0, 80, "Bytes", 0.99));
        var exact = Claim(new ClaimInterval(1.2, 1.2, 1.2, 1, 2, "Times", 0.99));

        Assert.Empty(ClaimRatioComparison.Of([bytes, exact], [bytes, exact], 0.1));
    }

    /// <summary>A ratio interval at 99 % of the given half-width on the ln scale.</summary>
    private static ClaimInterval Ratio(double point, double logHalfWidth) =>
        new(point * Math.Exp(-logHalfWidth), point, point * Math.Exp(logHalfWidth), 1, 2, "Times", 0.99);

    private static ClaimRatioComparison Single(ClaimInterval a, ClaimInterval b) =>
        Assert.Single(ClaimRatioComparison.Of([Claim(a)], [Claim(b)], 0.1));

    private static ClaimResult Claim(ClaimInterval interval) =>
        new("async-cost.sync-completion-overhead", "seed 000/001", "statement", "1.16×", "measured", Verdict.Holds, "why")
        {
            Interval = interval,
        };
}
