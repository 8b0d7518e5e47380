using AsyncLab.Cli;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Cli;

public sealed class HeadlinesTests
{
    [Fact]
    public void Lines_RecordedQuickRun_AHeadingAndALinePerHeadlineClaimRefutedFirst()
    {
        var document = ResultsFile.Read(RecordedRuns.PathOf("all-quick.json"));
        var headline = document.Experiments.SelectMany(e => e.Claims).Where(Headlines.IsHeadline).ToList();

        var lines = Headlines.Lines(document);

        Assert.NotEmpty(headline);
        Assert.Equal(1 + headline.Count, lines.Count);
        Assert.Equal(lines.Skip(1).Select(l => l.Verdict).OrderBy(v => v == Verdict.Refuted ? 0 : 1), lines.Skip(1).Select(l => l.Verdict));
        Assert.True(lines.Count <= 20, $"{lines.Count} lines");
    }

    [Theory]
    [InlineData(Verdict.Refuted, ProvenanceKind.Lab, true)]
    [InlineData(Verdict.Refuted, ProvenanceKind.Seed, true)]
    [InlineData(Verdict.Differs, ProvenanceKind.Seed, true)]
    [InlineData(Verdict.Differs, ProvenanceKind.Derived, false)]
    [InlineData(Verdict.Inconclusive, ProvenanceKind.Seed, false)]
    [InlineData(Verdict.Holds, ProvenanceKind.Seed, false)]
    public void IsHeadline_VerdictAndProvenance_SeedsThatDifferAndAnyRefuted(Verdict verdict, ProvenanceKind kind, bool expected)
    {
        Assert.Equal(expected, Headlines.IsHeadline(Claim(verdict, kind)));
    }

    [Fact]
    public void Sentence_FiguresWithTheirDetails_TheStatementAndBothFiguresPlain()
    {
        var claim = Claim(Verdict.Differs, ProvenanceKind.Seed) with
        {
            Statement = "Awaiting an incomplete task costs about 4 µs",
            Published = "+4.1 µs (table 3: 6.441 µs, 2.76× its baseline), 296 B",
            Measured = "14.1× [8.37×, 16.2×]; 119.9 B",
        };

        Assert.Equal(
            "Awaiting an incomplete task costs about 4 µs. The article: +4.1 µs, 296 B; this run: 14.1× [8.37×, 16.2×]; 119.9 B.",
            Headlines.Sentence(claim));
    }

    [Fact]
    public void Lines_FailedExperimentAndNoFinding_NamesTheFailureAndSaysNone()
    {
        var document = SampleResults.Create() with
        {
            Experiments = [new ExperimentResult("async-cost", "t", ExperimentStatus.Failed, "launch 2 of 4 did not finish", [], [])],
        };

        var lines = Headlines.Lines(document).Select(l => l.Text).ToList();

        Assert.Equal(["async-cost failed: launch 2 of 4 did not finish",
            "Findings: no claim is refuted, and none of the articles' own claims differs."], lines);
    }

    [Fact]
    public void Lines_NoFindingAndSeedsNotMeasuredOrUndecided_SaysHowManyWereNotDecided()
    {
        var document = SampleResults.Create() with
        {
            Experiments =
            [
                new ExperimentResult("web-throughput", "t", ExperimentStatus.Ok, null, [],
                [
                    Claim(Verdict.NotMeasured, ProvenanceKind.Seed), Claim(Verdict.NotMeasured, ProvenanceKind.Seed),
                    Claim(Verdict.Inconclusive, ProvenanceKind.Seed), Claim(Verdict.Holds, ProvenanceKind.Seed),
                    Claim(Verdict.NotMeasured, ProvenanceKind.Lab),
                ]),
            ],
        };

        var lines = Headlines.Lines(document).Select(l => l.Text).ToList();

        Assert.Equal(["Findings: no claim is refuted, and none of the articles' own claims differs; of their 4 here, 1 undecided " +
            "and 2 not measured (the report says why)."], lines);
    }

    private static ClaimResult Claim(Verdict verdict, ProvenanceKind kind) =>
        new("a.b", "source", "A statement.", "1 B", "2 B", verdict, "why")
        {
            Provenance = new Provenance(kind, kind == ProvenanceKind.Lab ? null : "000", [], string.Empty),
        };
}
