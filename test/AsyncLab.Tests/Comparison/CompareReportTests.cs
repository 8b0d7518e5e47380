using AsyncLab.Comparison;

namespace AsyncLab.Tests.Comparison;

public class CompareReportTests
{
    [Fact]
    public void Markdown_FixedRuns_ShowsRatiosChangedVerdictsAndMissingExperiments()
    {
        var md = CompareMarkdown.Render(RunComparisonTests.Fixed());

        Assert.Contains("| **runtime** | .NET 9.0.0 | .NET 10.0.0 |", md, StringComparison.Ordinal);
        Assert.Contains("- only in A: task-caching", md, StringComparison.Ordinal);
        Assert.Contains("- only in B: composition", md, StringComparison.Ordinal);
        Assert.Contains("| `async-cost.task-sync-alloc` | differs | **holds** | 88 B | 72 B |", md, StringComparison.Ordinal);
        Assert.Contains("| when-all (CollectionCount=10, Delay=1) | time per operation | 1.000 ms | 1.500 ms | 1.50× | 1.50× worse |", md,
            StringComparison.Ordinal);
        Assert.Contains("| async-task | mean | 2.200 µs | 2.310 µs | 1.05× | — |", md, StringComparison.Ordinal);
        Assert.DoesNotContain("async-cost.sync-completion-overhead", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Html_FixedRuns_SelfContainedWithTheSameFindings()
    {
        var html = CompareHtml.Render(RunComparisonTests.Fixed());

        foreach (var marker in new[] { "http:", "https:", "//", "<script", "<link", "src=" })
        {
            Assert.DoesNotContain(marker, html, StringComparison.OrdinalIgnoreCase);
        }

        Assert.Contains("<td class=\"num worse\">1.50× worse</td>", html, StringComparison.Ordinal);
        Assert.Contains("Only in A: <b>task-caching</b> · only in B: <b>composition</b>", html, StringComparison.Ordinal);
        Assert.Contains("<code>async-cost.task-sync-alloc</code>", html, StringComparison.Ordinal);
    }

    [Fact]
    public void Markdown_SameRunTwice_NoVerdictChangedAndNothingMissing()
    {
        var a = AsyncLab.Results.ResultsFile.Read(Fixtures.TestFiles.PathOf("Comparison/compare-a.json"));

        var md = CompareMarkdown.Render(RunComparison.Of(a, a));

        Assert.Contains("No claim changed its verdict.", md, StringComparison.Ordinal);
        Assert.Contains("- only in A: none", md, StringComparison.Ordinal);
        Assert.Contains("| async-task | mean | 2.200 µs | 2.200 µs | 1.00× |", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Markdown_SmokeAgainstQuick_CautionsAboutProfiles()
    {
        var a = AsyncLab.Results.ResultsFile.Read(Fixtures.TestFiles.PathOf("Comparison/compare-a.json"));
        var smoke = a with { Run = a.Run with { Profile = "smoke" } };

        var md = CompareMarkdown.Render(RunComparison.Of(smoke, a));

        Assert.Contains("> **Caution:** The runs used different profiles (A smoke, B quick)", md, StringComparison.Ordinal);
        Assert.Contains("smoke run's figures are not to be trusted", md, StringComparison.Ordinal);
        var later = a with { Run = a.Run with { Id = "later", StartedUtc = a.Run.StartedUtc.AddHours(1) } };
        Assert.DoesNotContain("Caution", CompareMarkdown.Render(RunComparison.Of(a, later)), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Markdown_OneRunTwiceOrACopy_CautionsThatAAndBAreTheSameRun(bool copy)
    {
        var a = AsyncLab.Results.ResultsFile.Read(Fixtures.TestFiles.PathOf("Comparison/compare-a.json"));
        var b = copy ? a with { Run = a.Run with { Id = "copied" } } : a;

        var md = CompareMarkdown.Render(RunComparison.Of(a, b));

        Assert.Contains("> **Caution:** A and B are the same run (", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Markdown_RecordedRunAgainstItsResampling_SaysWhatItCanSeeAndNamesTheSpread()
    {
        var recorded = AsyncLab.Results.ResultsFile.Read(Fixtures.RecordedRuns.PathOf("async-cost-quick.json"));
        var resampled = ResampledRun.Of(recorded, new Random(6));

        var md = CompareMarkdown.Render(RunComparison.Of(recorded, resampled));

        Assert.Contains("## What compare can see", md, StringComparison.Ordinal);
        Assert.Contains("time per call ±130 % (2652 pairs: ", md, StringComparison.Ordinal);
        Assert.Matches(@"Marked \d+ of \d+ judged rows", md);
        Assert.Matches(@"\| async-cost \| \d+ \| 19 \| 13 \| \d+ \| 0 \| — \| \d+ not judged: ", md);
        Assert.Contains("can't tell (±", md, StringComparison.Ordinal);
        Assert.DoesNotContain("no change detected", md, StringComparison.Ordinal);
    }

    [Fact]
    public void Html_RecordedRunAgainstItself_HasTheVisibilitySection()
    {
        var recorded = AsyncLab.Results.ResultsFile.Read(Fixtures.RecordedRuns.PathOf("async-cost-quick.json"));

        var html = CompareHtml.Render(RunComparison.Of(recorded, recorded));

        Assert.Contains("<section id=\"seen\"><h2>What compare can see</h2>", html, StringComparison.Ordinal);
        Assert.Contains("Marked 0 of 32 judged rows", html, StringComparison.Ordinal);
    }
}
