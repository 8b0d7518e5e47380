using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

/// <summary>A claim of several parts reads in one breath: the deciding part is its why, the others are folded (HTML) or listed
/// (Markdown, on the claim's second line).</summary>
public sealed class ClaimPartsTests
{
    private static readonly ResultsDocument Recorded = ResultsFile.Read(RecordedRuns.PathOf("all-quick.json"));

    private static ClaimResult Harness =>
        Recorded.Experiments.SelectMany(e => e.Claims).Single(c => c.Id == "valuetask-loop.harness-agrees");

    [Fact]
    public void Parts_RecordedClaimOfSeveralParts_WhyIsOnePartAndTheOthersAreKeptApart()
    {
        Assert.NotNull(Harness.Parts);
        Assert.NotEmpty(Harness.Parts!);
        Assert.All(Harness.Parts!, part => Assert.DoesNotContain(part, Harness.Why, StringComparison.Ordinal));
    }

    [Fact]
    public void Render_Markdown_ListsEachOtherPartOnTheClaimsSecondLine()
    {
        var md = MarkdownReport.Render(Recorded);

        var second = md.Split('\n').Single(l => l.StartsWith($"  `{Harness.Id}`", StringComparison.Ordinal));
        Assert.Contains($"other parts: {string.Join("; ", Harness.Parts!)}", second, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_Html_FoldsTheOtherPartsUnderTheDecidingSentence()
    {
        var html = HtmlReport.Render(Recorded);

        Assert.Contains($"<details class=\"sub\"><summary>{Harness.Parts!.Count} other parts</summary>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Render_SeedClaims_MarkdownAndHtmlNameTheCellsEachWasReadFrom()
    {
        var intRange = Recorded.Experiments.SelectMany(e => e.Claims).Single(c => c.Id == "task-caching.int-range");

        var md = MarkdownReport.Render(Recorded);
        var html = HtmlReport.Render(Recorded);

        Assert.Contains("async method Task<int> (value 9)", intRange.Cells!);
        Assert.Contains($"read from {string.Join("; ", intRange.Cells!)}".Replace("<", "\\<", StringComparison.Ordinal), md,
            StringComparison.Ordinal);
        Assert.Contains($"<summary>read from {intRange.Cells!.Count} cells</summary>", html, StringComparison.Ordinal);
    }
}
