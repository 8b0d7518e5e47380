using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Scan;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Scan;

public sealed class SiteCostsTests
{
    public static TheoryData<SiteKind> Kinds() => [.. Enum.GetValues<SiteKind>()];

    [Theory]
    [MemberData(nameof(Kinds))]
    public void Claims_EveryKind_ClaimsTheCatalogJudges(SiteKind kind)
    {
        var judged = AsyncLab.Catalog.ExperimentCatalog.All.SelectMany(e => e.Claims).Select(c => c.Id).ToHashSet(StringComparer.Ordinal);

        Assert.All(SiteKinds.Claims(kind), id => Assert.Contains(id, judged));
        Assert.All(SiteKinds.Claims(kind), id => Assert.True(ClaimTexts.All.ContainsKey(id), id));
    }

    [Fact]
    public void For_NoRun_PublishedFiguresLabelledPublished()
    {
        var costs = new SiteCosts(null).For(SiteKind.BlockingWait);

        Assert.All(costs, c => Assert.Equal(CostSource.Published, c.Source));
        Assert.Equal(ClaimTexts.For("async-cost.sync-caller-faster-when-yielding").Published, costs[1].Figure);
        Assert.Contains("published " + costs[1].Figure, SiteCosts.Line(costs), StringComparison.Ordinal);
    }

    [Fact]
    public void For_RunThatJudgedTheClaim_TheRunsFigureIntervalAndVerdict()
    {
        var run = ResultsFile.Read(RecordedRuns.PathOf("all-quick.json"));
        var claim = run.Experiments.Single(e => e.Id == "web-throughput").Claims
            .Single(c => c.Id == "web-throughput.sync-over-async-starves");

        var cost = new SiteCosts(run).For(SiteKind.BlockingWait)[0];

        Assert.Equal(CostSource.Run, cost.Source);
        Assert.Equal(claim.Measured, cost.Figure);
        Assert.Equal(claim.Interval, cost.Interval);
        Assert.Equal(claim.Verdict, cost.Verdict);
        Assert.Equal(run.Run.Id, cost.RunId);
    }

    [Theory]
    [InlineData(SiteKind.AsyncVoid)]
    [InlineData(SiteKind.FireAndForget)]
    [InlineData(SiteKind.ValueTaskMisuse)]
    public void Line_KindTheLabDoesNotMeasure_SaysSo(SiteKind kind)
    {
        Assert.Equal("not measured by the lab", SiteCosts.Line(new SiteCosts(null).For(kind)));
    }
}
