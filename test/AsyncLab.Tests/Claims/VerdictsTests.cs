using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Tests.Claims;

public class VerdictsTests
{
    private static readonly Band OneToOnePointThree = new(1.00, 1.30);

    [Theory]
    [InlineData(1.00, Verdict.Holds)]
    [InlineData(1.30, Verdict.Holds)]
    [InlineData(1.15, Verdict.Holds)]
    [InlineData(1.3001, Verdict.Differs)]
    [InlineData(5.0, Verdict.Differs)]
    [InlineData(0.9999, Verdict.Refuted)]
    [InlineData(0.5, Verdict.Refuted)]
    public void Classify_ValueAtOrAcrossBandEdges_GivesVerdict(double value, Verdict expected)
    {
        var verdict = Verdicts.Classify(value, OneToOnePointThree, v => v > 1.0);

        Assert.Equal(expected, verdict);
    }

    [Fact]
    public void Classify_NaN_IsNotMeasured()
    {
        Assert.Equal(Verdict.NotMeasured, Verdicts.Classify(double.NaN, OneToOnePointThree, _ => true));
    }

    [Fact]
    public void Classify_ExactBandWithValueOutside_IsRefutedWhenDirectionSaysSo()
    {
        Assert.Equal(Verdict.Holds, Verdicts.Classify(0, Band.Exactly(0), _ => false));
        Assert.Equal(Verdict.Refuted, Verdicts.Classify(8, Band.Exactly(0), _ => false));
    }

    [Theory]
    [InlineData(true, Verdict.Holds)]
    [InlineData(false, Verdict.Refuted)]
    public void FromOutcome_Observed_HoldsElseRefuted(bool observed, Verdict expected)
    {
        Assert.Equal(expected, Verdicts.FromOutcome(observed));
    }

    [Fact]
    public void Band_Format_ReadsAsTheDesignSaysIt()
    {
        Assert.Equal("1–1.3×", OneToOnePointThree.Format("×"));
        Assert.Equal("≥ 5", Band.AtLeast(5).Format());
        Assert.Equal("≤ 0.5", Band.AtMost(0.5).Format());
        Assert.Equal("0 B", Band.Exactly(0).Format(" B"));
    }

    [Theory]
    [InlineData(1.10, 0.05, Verdict.Holds)]
    [InlineData(0.95, 0.10, Verdict.Differs)]
    [InlineData(0.80, 0.05, Verdict.Refuted)]
    [InlineData(1.50, 0.05, Verdict.Differs)]
    public void ClassifyRatio_WrongSideWithinError_DiffersInsteadOfRefuted(double value, double relativeError, Verdict expected)
    {
        var verdict = Verdicts.ClassifyRatio(new Ratio(value, relativeError), OneToOnePointThree, r => r > 1.0);

        Assert.Equal(expected, verdict);
    }
}
