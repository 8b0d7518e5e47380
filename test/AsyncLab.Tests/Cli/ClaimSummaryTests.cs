using AsyncLab.Cli;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

public sealed class ClaimSummaryTests
{
    [Fact]
    public void Lines_RecordedQuickRun_FitAScreen()
    {
        var document = ResultsFile.Read(RecordedRuns.PathOf("all-quick.json"));

        var lines = ClaimSummary.Lines(document);

        Assert.Equal(document.Experiments.Count(e => e.Claims.Count > 0) + document.Experiments.Sum(e => e.Claims.Count), lines.Count);
        Assert.True(lines.Count <= 75, $"{lines.Count} lines");
        Assert.All(lines, line => Assert.True(line.Text.Length <= ClaimSummary.LineWidth, line.Text));
    }

    [Fact]
    public void Lines_EveryClaim_OneLineWithItsVerdictAndAWhyOnlyWhenItDoesNotHold()
    {
        var document = ResultsFile.Read(RecordedRuns.PathOf("all-quick.json"));
        var claims = document.Experiments.SelectMany(e => e.Claims).ToList();

        var lines = ClaimSummary.Lines(document).Where(l => l.Verdict is not null).ToList();

        Assert.Equal(claims.Count, lines.Count);
        Assert.Equal(claims.Count(c => c.Verdict != Verdict.Holds), lines.Count(l => l.Text.Contains("  — ", StringComparison.Ordinal)));
    }

    [Fact]
    public void Figure_ClaimWithAnInterval_ThePointAndEndsInItsUnit()
    {
        var claim = new ClaimResult("a.b", "lab", "s", "p", "measured text", Verdict.Holds, "why")
        {
            Interval = new ClaimInterval(1.05, 1.09, 1.14, double.NegativeInfinity, 1.3, "Times", 0.9975),
        };

        Assert.Equal("1.09× [1.05×, 1.14×]", ClaimSummary.Figure(claim));
    }

    [Fact]
    public void Lines_RecordedRunOnOtherCores_NameNoOtherCoreCount()
    {
        var (document, _, foreign) = OtherCores.Of("all-quick.json");

        var mentions = OtherCores.Mentions(string.Join("\n", ClaimSummary.Lines(document).Select(l => l.Text)));

        Assert.DoesNotContain(mentions, m => foreign.Contains(m.Cores));
    }
}
