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
        Assert.StartsWith("Regression (exit 4): 1 row(s) got worse beyond ±10 % in the 6 rows it reads (6 by interval, each at 99.833 %",
            CompareAnswer.Line(comparison, Gate), StringComparison.Ordinal);
    }

    [Fact]
    public void Line_GateWhereBLacksARowAMeasured_SaysCannotTellAndExitFive()
    {
        var comparison = Lacking();

        Assert.Equal(CompareOutcome.CannotTell, CompareAnswer.Outcome(comparison, Gate));
        Assert.StartsWith("Cannot tell (exit 5): no regression beyond ±10 % in the ", CompareAnswer.Line(comparison, Gate),
            StringComparison.Ordinal);
        Assert.Contains("but B lacks 1 thing(s) A measured (first: async-cost case-2 time_ns (not in B))",
            CompareAnswer.Line(comparison, Gate), StringComparison.Ordinal);
    }

    [Fact]
    public void Line_GateWhereBLacksARowAllowed_SaysPassAndThatItWasLetPass()
    {
        var allowed = Gate with { AllowCannotTell = true };

        Assert.Equal(CompareOutcome.Pass, CompareAnswer.Outcome(Lacking(), allowed));
        Assert.Matches(@"^Pass \(exit 0\): .*; B lacks 1 thing\(s\) A measured \(first: .*\), let pass by --allow-cannot-tell$",
            CompareAnswer.Line(Lacking(), allowed));
    }

    [Fact]
    public void Line_GateOverRowsTooNoisyToSeeTheThreshold_PassesSayingItReadNoneOfThem()
    {
        var comparison = Compare(0.3);

        Assert.Equal(CompareOutcome.Pass, CompareAnswer.Outcome(comparison, Gate));
        Assert.StartsWith("Pass (exit 0): no regression beyond ±10 % in the 0 rows it reads (0 exact); 6 rows could not see ±10 %",
            CompareAnswer.Line(comparison, Gate), StringComparison.Ordinal);
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
        var comparison = Lacking();
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

    /// <summary>Quiet runs of six rows, B without the row A measured as case-2.</summary>
    private static RunComparison Lacking()
    {
        var b = LaunchedRuns.Run("b", Truth, 3, 0.01, 26);
        var experiment = b.Experiments.Single();
        return RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.01, 25),
            b with { Experiments = [experiment with { Measurements = [.. experiment.Measurements.Where(m => m.Variant != "case-2")] }] });
    }

    private static string FirstLine(string text) => text[..text.IndexOf('\n', StringComparison.Ordinal)].TrimEnd('\r');
}
