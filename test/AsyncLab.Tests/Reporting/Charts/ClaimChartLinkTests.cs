using AsyncLab.Html.Charts;
using AsyncLab.Reporting.Charts;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting.Charts;

/// <summary>A headline points to the chart that shows its claim: the variant it was read from, in its unit or quantity.</summary>
public sealed class ClaimChartLinkTests
{
    private static readonly ResultsDocument Recorded = ResultsFile.Read(RecordedRuns.PathOf("all-quick-launches.json"));

    private static (ExperimentResult Experiment, ClaimResult Claim) Find(string id)
    {
        var experiment = Recorded.Experiments.Single(e => e.Claims.Any(c => c.Id == id));
        return (experiment, experiment.Claims.Single(c => c.Id == id));
    }

    [Fact]
    public void For_ThreadGrowthClaim_PointsToTheWorkerThreadsChartOfItsTest()
    {
        var (experiment, claim) = Find("web-throughput.sync-over-async-starves");

        var chart = ClaimChartLink.For(experiment, claim);

        Assert.NotNull(chart);
        Assert.Equal("200 users (default pool): worker threads against seconds", chart.Chart.Title);
    }

    [Fact]
    public void For_ClaimOnBytes_PointsToTheBytesChartNotTheTimes()
    {
        var (experiment, claim) = Find("async-cost.task-sync-alloc");

        var chart = ClaimChartLink.For(experiment, claim);

        Assert.Equal(MetricNames.AllocatedBytesPerOp, Assert.IsType<BarChart>(chart?.Chart).Metric);
    }

    [Fact]
    public void For_ClaimReadFromNoDrawnVariant_NoChart()
    {
        var (experiment, claim) = Find("async-cost.task-sync-alloc");

        Assert.Null(ClaimChartLink.For(experiment, claim with { Cells = ["no-such-variant"] }));
    }
}
