using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Claims;

public class VerdictsTests
{
    private static readonly Band Holds = new(1.00, 1.30);
    private static readonly Band Slower = Band.AtLeast(1.00);

    [Theory]
    [InlineData(1.00, 1.10, 1.30, Verdict.Holds)]
    [InlineData(1.31, 1.50, 2.00, Verdict.Differs)]
    [InlineData(0.50, 0.80, 0.99, Verdict.Refuted)]
    [InlineData(0.95, 1.05, 1.10, Verdict.Inconclusive)]
    [InlineData(1.20, 1.28, 1.40, Verdict.Inconclusive)]
    public void Read_IntervalAgainstBandAndSide_GivesVerdict(double low, double point, double high, Verdict expected)
    {
        Assert.Equal(expected, Verdicts.Read(new Estimate(low, point, high), Holds, Slower));
    }

    [Theory]
    [InlineData(1.0, Verdict.Holds)]
    [InlineData(1.3, Verdict.Holds)]
    [InlineData(1.3000001, Verdict.Differs)]
    [InlineData(0.9999999, Verdict.Refuted)]
    public void Read_ExactValueAtBandEdges_GivesVerdict(double value, Verdict expected)
    {
        Assert.Equal(expected, Verdicts.Read(Estimate.Exact(value), Holds, Slower));
    }

    [Fact]
    public void Read_Unknown_IsNotMeasured()
    {
        Assert.Equal(Verdict.NotMeasured, Verdicts.Read(Estimate.Unknown, Holds, Slower));
    }

    [Fact]
    public void Read_EqualityClaimIntervalWiderThanBand_IsInconclusiveNotHolds()
    {
        // The database case: 0.14×–1.56× around a point inside 0.85–1.15× tells nothing.
        var sameThroughput = new Band(0.85, 1.15);

        Assert.Equal(Verdict.Inconclusive, Verdicts.Read(new Estimate(0.14, 0.85, 1.56), sameThroughput, sameThroughput));
    }

    [Fact]
    public void Read_EqualityClaimIntervalOutsideBand_IsRefuted()
    {
        var sameThroughput = new Band(0.85, 1.15);

        Assert.Equal(Verdict.Refuted, Verdicts.Read(new Estimate(1.5, 1.8, 2.1), sameThroughput, sameThroughput));
    }

    [Fact]
    public void CrossedEdge_IntervalOverSideEdge_NamesIt()
    {
        Assert.Equal(1.0, Verdicts.CrossedEdge(new Estimate(0.95, 1.05, 1.10), Holds, Slower));
    }

    [Theory]
    // 1.28 [1.20, 1.40] crosses 1.30 above: 0.12 of reach against 0.02 of distance.
    [InlineData(1.20, 1.28, 1.40, 6.0)]
    // 1.05 [0.95, 1.10] crosses 1.00 below: 0.10 against 0.05.
    [InlineData(0.95, 1.05, 1.10, 2.0)]
    public void ShrinkToDecide_IntervalOverAnEdge_ReachOverDistanceOnThatSide(double low, double point, double high, double expected)
    {
        Assert.Equal(expected, Verdicts.ShrinkToDecide(new Estimate(low, point, high), Holds, Slower), 9);
    }

    [Fact]
    public void ShrinkToDecide_EstimateOnTheEdge_Infinite()
    {
        Assert.Equal(double.PositiveInfinity, Verdicts.ShrinkToDecide(new Estimate(1.25, 1.30, 1.35), Holds, Slower));
    }

    [Fact]
    public void ShrinkToDecide_UnboundedInterval_Unknown()
    {
        Assert.True(double.IsNaN(
            Verdicts.ShrinkToDecide(new Estimate(double.NegativeInfinity, 1.28, double.PositiveInfinity), Holds, Slower)));
    }

    [Fact]
    public void Describe_Inconclusive_SaysWhichEdgeItCrosses()
    {
        var text = Verdicts.Describe(Verdict.Inconclusive, "a / b", new Estimate(0.9, 1.10, 1.3), 0.99, Holds, Slower, MetricUnit.Ratio);

        Assert.Contains("crosses 1.00×", text, StringComparison.Ordinal);
        Assert.DoesNotContain("would decide", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Describe_EndsRoundingOntoTheEdge_PrintsTheDigitThatShowsTheCrossing()
    {
        var estimate = new Estimate(0.972, 0.985, 0.998);
        var band = Band.AtMost(0.99);

        var text = Verdicts.Describe(Verdict.Inconclusive, "a / b", estimate, 0.99, band, Band.AtMost(1.0), MetricUnit.Ratio);

        Assert.Contains("0.985× [0.972×, 0.998×]", text, StringComparison.Ordinal);
        Assert.Contains("crosses 0.990×", text, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0.975, 0.99, 1.005, 0.02, Verdict.Borderline)]
    [InlineData(0.965, 0.99, 1.005, 0.02, Verdict.Inconclusive)]
    [InlineData(0.975, 0.99, 1.005, 0, Verdict.Inconclusive)]
    [InlineData(0.975, 0.985, 0.989, 0.02, Verdict.Holds)]
    public void Read_IntervalWithinTheHedgesMarginOfAnEdge_IsBorderline(double low, double point, double high, double margin,
        Verdict expected)
    {
        var band = Band.AtMost(0.99).WithMargin(margin);

        Assert.Equal(expected, Verdicts.Read(new Estimate(low, point, high), band, Band.AtMost(1.0)));
    }

    [Fact]
    public void Describe_Borderline_NamesTheEdgeAndTheMarginAndAsksForNothingMore()
    {
        var band = Band.AtMost(0.99).WithMargin(0.02);

        var text = Verdicts.Describe(Verdict.Borderline, "a / b", new Estimate(0.975, 0.99, 1.005), 0.99, band, Band.AtMost(1.0),
            MetricUnit.Ratio);

        Assert.Contains("within 2% of the edge 0.990×", text, StringComparison.Ordinal);
        Assert.Contains("fit the figure as well as not", text, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(new[] { Verdict.Holds, Verdict.Borderline }, Verdict.Borderline)]
    [InlineData(new[] { Verdict.Borderline, Verdict.Inconclusive }, Verdict.Inconclusive)]
    [InlineData(new[] { Verdict.Splits, Verdict.Borderline }, Verdict.Splits)]
    [InlineData(new[] { Verdict.Borderline, Verdict.Refuted }, Verdict.Refuted)]
    public void Combine_UndecidedParts_TooShortOnlyWhenAPartIsTooShort(Verdict[] parts, Verdict expected)
    {
        Assert.Equal(expected, Verdicts.Combine(parts));
    }

    [Fact]
    public void Describe_Holds_CitesTheEstimateAndBand()
    {
        var text = Verdicts.Describe(Verdict.Holds, "a / b", new Estimate(1.05, 1.10, 1.2), 0.99, Holds, Slower, MetricUnit.Ratio);

        Assert.Equal("a / b = 1.10× [1.05×, 1.20×] (99% interval), inside 1.00×–1.30×", text);
    }

    [Theory]
    [InlineData(new[] { Verdict.Holds, Verdict.Holds }, Verdict.Holds)]
    [InlineData(new[] { Verdict.Holds, Verdict.Differs }, Verdict.Differs)]
    [InlineData(new[] { Verdict.Differs, Verdict.Inconclusive }, Verdict.Inconclusive)]
    [InlineData(new[] { Verdict.Inconclusive, Verdict.Refuted }, Verdict.Refuted)]
    [InlineData(new[] { Verdict.Refuted, Verdict.NotMeasured }, Verdict.NotMeasured)]
    [InlineData(new Verdict[0], Verdict.NotMeasured)]
    public void Combine_Parts_WeakestWins(Verdict[] parts, Verdict expected)
    {
        Assert.Equal(expected, Verdicts.Combine(parts));
    }

    [Theory]
    [InlineData(0.95, 1.05, 1.10, Verdict.Holds, Verdict.Refuted)]   // crosses S's edge at 1.00, which is also H's
    [InlineData(1.20, 1.28, 1.40, Verdict.Holds, Verdict.Differs)]   // crosses H's top, wholly on the claimed side
    [InlineData(0.90, 1.20, 1.40, Verdict.Holds, Verdict.Refuted)]   // crosses both
    [InlineData(1.31, 1.50, 2.00, Verdict.Differs, Verdict.Differs)] // decided
    public void Possible_Interval_RangeOfVerdictsItCouldSettleOn(double low, double point, double high, Verdict best, Verdict worst)
    {
        Assert.Equal(new VerdictRange(best, worst), Verdicts.Possible(new Estimate(low, point, high), Holds, Slower));
    }

    [Fact]
    public void Possible_AnyValueSideCrossingTheBand_HoldsOrDiffersOnly()
    {
        var possible = Verdicts.Possible(new Estimate(1.03, 1.10, 1.44), new Band(0.75, 1.25), Band.Everything);

        Assert.Equal(new VerdictRange(Verdict.Holds, Verdict.Differs), possible);
    }

    [Fact]
    public void Combine_OneDiffersOthersCouldOnlyHoldOrDiffer_Differs()
    {
        var parts = new[]
        {
            (Verdict.Differs, new VerdictRange(Verdict.Differs, Verdict.Differs)),
            (Verdict.Inconclusive, new VerdictRange(Verdict.Holds, Verdict.Differs)),
            (Verdict.Holds, new VerdictRange(Verdict.Holds, Verdict.Holds)),
        };

        Assert.Equal((Verdict.Differs, new VerdictRange(Verdict.Differs, Verdict.Differs)), Verdicts.Combine(parts));
    }

    [Fact]
    public void Combine_OpenPartThatCouldBeRefuted_Inconclusive()
    {
        var parts = new[]
        {
            (Verdict.Differs, new VerdictRange(Verdict.Differs, Verdict.Differs)),
            (Verdict.Inconclusive, new VerdictRange(Verdict.Differs, Verdict.Refuted)),
        };

        Assert.Equal((Verdict.Inconclusive, new VerdictRange(Verdict.Differs, Verdict.Refuted)), Verdicts.Combine(parts));
    }

    [Fact]
    public void AllOf_DiffersBesideAnOpenAnyValuePart_DecidedByTheEngine()
    {
        var differs = new CheckOutcome(Verdict.Differs, new Estimate(0.1, 0.14, 0.2), new Band(0.75, 1.25), MetricUnit.Ratio, "0.14×", "a")
        {
            Possible = new VerdictRange(Verdict.Differs, Verdict.Differs),
        };
        var open = new CheckOutcome(Verdict.Inconclusive, new Estimate(1.03, 1.10, 1.44), new Band(0.75, 1.25), MetricUnit.Ratio,
            "1.10×", "b")
        {
            Possible = Verdicts.Possible(new Estimate(1.03, 1.10, 1.44), new Band(0.75, 1.25), Band.Everything),
        };

        var combined = AllOfCheck.Combined([differs, open], prefixes: null);

        Assert.Equal(Verdict.Differs, combined.Verdict);
        Assert.Equal("a", combined.Figures);
        Assert.Equal(["b"], combined.OtherParts);
    }

    [Fact]
    public void AllOf_NestedPartsWithPrefixes_DecidingSentenceFirstEveryOtherPartListedOnce()
    {
        var holds = new CheckOutcome(Verdict.Holds, Estimate.Exact(1), new Band(0.5, 2), MetricUnit.Ratio, "1×", "row 1 holds");
        var refuted = new CheckOutcome(Verdict.Refuted, Estimate.Exact(3), new Band(0.5, 2), MetricUnit.Ratio, "3×", "row 2 refuted")
        {
            OtherParts = ["row 2's own other part"],
        };

        var combined = AllOfCheck.Combined([holds, refuted], ["sqlite", "postgresql"]);

        Assert.Equal(Verdict.Refuted, combined.Verdict);
        Assert.Equal("postgresql: row 2 refuted", combined.Figures);
        Assert.Equal(["postgresql: row 2's own other part", "sqlite: row 1 holds"], combined.OtherParts);
    }

    [Theory]
    [InlineData(0.985, 1.00, 1.015, Verdict.Refuted)]
    [InlineData(0.96, 0.99, 1.015, Verdict.Inconclusive)]
    [InlineData(1.01, 1.05, 1.10, Verdict.Holds)]
    public void Read_ClaimOfAnEffectWithANoEffectZone_IntervalInsideItRefutes(double low, double point, double high, Verdict expected)
    {
        Assert.Equal(expected, Verdicts.Read(new Estimate(low, point, high), new Band(1.00, 1.30), Slower, Band.NoEffectRatio));
    }
}
