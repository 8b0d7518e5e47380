using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting;

/// <summary>A claim's plain-words line is read from its record alone: statement, published figure, interval, verdict and why.</summary>
public sealed class ClaimFindingTests
{
    private const string Runtime = ".NET 10.0.12";

    private static ClaimResult Claim(
        Verdict verdict, string published, ClaimInterval? interval, string why = "the formula", string statement = "It is slower.") =>
        new("x.claim", "seed 000", statement, published, "measured", verdict, why) { Interval = interval };

    private static ClaimInterval Ratio(double low, double point, double high, double bandLow, double bandHigh) =>
        new(low, point, high, bandLow, bandHigh, "Times", 0.99);

    [Fact]
    public void Of_RatioThatDiffersFromArticlesRatio_SaysBothAsSharesInOneSentence()
    {
        var claim = Claim(Verdict.Differs, "1.16× (table 1: 2.523 against 2.177 µs)", Ratio(1.031, 1.049, 1.067, 1.125, 1.175));

        var finding = ClaimFinding.Of(claim, Runtime);

        Assert.Equal("+16 %", finding.Article);
        Assert.Equal("On .NET 10.0.12 the direction holds but not the size: +4.9 % here, +16 % in the article.", finding.Sentence);
    }

    [Fact]
    public void Of_IntervalEndThatUsualDigitsWouldPrintAsTheEdge_CarriesTheDigitsThatShowTheCrossing()
    {
        var claim = Claim(Verdict.Inconclusive, "0.98×", Ratio(0.961, 0.978, 0.993, 0.909, 0.990),
            why: "… crosses 0.990×; at this spread `--launches 6` would decide");

        var finding = ClaimFinding.Of(claim, Runtime);

        Assert.Equal("0.978×", finding.Here);
        Assert.Equal("Too close to call in this run: 0.978× here against 0.909×–0.990×; `--launches 6` would decide.",
            finding.Sentence);
    }

    [Fact]
    public void Of_PointWellClearOfTheEdges_KeepsTwoDigits()
    {
        var claim = Claim(Verdict.Holds, "not in the article", Ratio(0.40, 0.47, 0.52, double.NegativeInfinity, 0.5));

        var finding = ClaimFinding.Of(claim, Runtime);

        Assert.Equal("0.47×", finding.Here);
        Assert.Equal("On .NET 10.0.12 it holds: 0.47× here, against ≤ 0.50×.", finding.Sentence);
    }

    [Fact]
    public void Of_BytesClaimWhosePublishedTextLeadsWithATime_TakesTheArticlesFigureInBytes()
    {
        var claim = Claim(Verdict.Differs, "+4.1 µs (table 3: 6.441 µs, 2.76× its baseline), 296 B",
            new ClaimInterval(120.2, 120.2, 120.2, 240, 300, "Bytes", 1));

        var finding = ClaimFinding.Of(claim, Runtime);

        Assert.Equal("296 B", finding.Article);
        Assert.Contains("120.2 B here, 296 B in the article", finding.Sentence, StringComparison.Ordinal);
    }

    [Fact]
    public void Of_NotMeasured_SaysWhyFromItsWhy()
    {
        var claim = Claim(Verdict.NotMeasured, "1.00×", null,
            why: "not measured: needs ≥ 10 cores, the article's (this machine has 2); the lab's own claims read this run");

        var finding = ClaimFinding.Of(claim, Runtime);

        Assert.Equal("Not measured in this run: needs ≥ 10 cores, the article's (this machine has 2).", finding.Sentence);
    }

    [Fact]
    public void Of_LongStatement_KeepsItsFirstSentenceForTheLine()
    {
        var claim = Claim(Verdict.Holds, "0 B", new ClaimInterval(0, 0, 0, -0.25, 0.25, "Bytes", 1),
            statement: "It allocates nothing. The article's second table shows it twice.");

        var finding = ClaimFinding.Of(claim, Runtime);

        Assert.Equal("It allocates nothing.", finding.Statement);
    }
}
