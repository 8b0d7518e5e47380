using AsyncLab.Comparison;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Comparison;

/// <summary>The gate's answer, the first line of every rendering, agreeing with the exit code compare gives.</summary>
public sealed class CompareAnswerTests
{
    private static readonly double[] Truth = [10, 20, 40, 80, 160, 320];

    private static readonly CompareAsk Gate = new(FailOnRegression: true);

    [Fact]
    public void Line_GateWithARegression_SaysRegressionAndExitFour()
    {
        var comparison = Compare(0.01, slower: 1.3);

        Assert.Equal(CompareOutcome.Regression, CompareAnswer.Outcome(comparison, Gate));
        Assert.StartsWith("Regression (exit 4): 1 row(s) got worse beyond ±10 % at 99 %", CompareAnswer.Line(comparison, Gate),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Line_GateWithRowsThatCannotTell_SaysCannotTellAndExitFive()
    {
        var comparison = Compare(0.3);

        Assert.Equal(CompareOutcome.CannotTell, CompareAnswer.Outcome(comparison, Gate));
        Assert.StartsWith("Cannot tell (exit 5): no regression found", CompareAnswer.Line(comparison, Gate), StringComparison.Ordinal);
    }

    [Fact]
    public void Line_GateWithRowsThatCannotTellAllowed_SaysPassAndThatTheyWereLetPass()
    {
        var comparison = Compare(0.3);
        var allowed = Gate with { AllowCannotTell = true };

        Assert.Equal(CompareOutcome.Pass, CompareAnswer.Outcome(comparison, allowed));
        Assert.Matches(@"^Pass \(exit 0\): .*; \d+ row\(s\) that could not tell let pass by --allow-cannot-tell$",
            CompareAnswer.Line(comparison, allowed));
    }

    [Fact]
    public void Line_NoGateAskedForEvenWithARegression_SaysNotAGateAndExitZero()
    {
        var comparison = Compare(0.01, slower: 1.3);

        Assert.Equal(CompareOutcome.NotAGate, CompareAnswer.Outcome(comparison, new CompareAsk()));
        Assert.StartsWith("Not a gate (exit 0; --fail-on-regression makes it one): 1 regression(s)",
            CompareAnswer.Line(comparison, new CompareAsk()), StringComparison.Ordinal);
    }

    [Fact]
    public void Render_EveryRendering_OpensWithTheAnswer()
    {
        var comparison = Compare(0.3);
        var answer = CompareAnswer.Line(comparison, Gate);

        Assert.Equal($"## {answer}", FirstLine(CompareSummary.Render(comparison, Gate)));
        Assert.Equal($"# {answer}", FirstLine(CompareMarkdown.Render(comparison, Gate)));
        Assert.Contains($"<header><h1 class=\"warning\">{AsyncLab.Html.HtmlPage.E(answer)}</h1>", CompareHtml.Render(comparison, Gate),
            StringComparison.Ordinal);
        Assert.DoesNotContain("**No regression**", CompareSummary.Render(comparison, Gate), StringComparison.Ordinal);
    }

    private static RunComparison Compare(double processNoise, double slower = 1) => RunComparison.Of(
        LaunchedRuns.Run("a", Truth, 3, processNoise, 25),
        LaunchedRuns.Run("b", [.. Truth.Select((t, i) => i == 1 ? t * slower : t)], 3, processNoise, 26));

    private static string FirstLine(string text) => text[..text.IndexOf('\n', StringComparison.Ordinal)].TrimEnd('\r');
}
