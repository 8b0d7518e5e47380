using AsyncLab.Reporting;
using AsyncLab.Results;

namespace AsyncLab.Tests.Reporting;

/// <summary>The article's figures beside each pool the run measured the same test on, per unit of work.</summary>
public sealed class ArticleSetupsTests
{
    [Fact]
    public void UnitParameter_ComparedWithTheWebTests_IsTheNameTheyRecord()
    {
        Assert.Equal(AsyncLab.Experiments.WebThroughput.WebLoadTest.UnitParameter, ArticleSetups.UnitParameter);
    }

    [Fact]
    public void Build_TestOnTwoPools_EachPoolsFigurePerUnitBesideThePublishedOne()
    {
        var table = ArticleSetups.Build(Experiment(
            Test("pool 270", throughput: 800, latencyMs: 210, published: true),
            Test("pool 64", throughput: 500, latencyMs: 300, published: false)));

        Assert.NotNull(table);
        Assert.Equal(["test", "figure", "published", "pool 270", "pool 64"], table.Columns.Select(c => c.Header));
        var throughput = Assert.Single(table.Rows, r => r[1].StartsWith("throughput", StringComparison.Ordinal));
        // 800 req/s at U = 100 ms is 80 per U; the article's 85 req/s at its U of 1 s, 85 per U.
        Assert.Equal(["fair · 200 users", "throughput (per U)", "85.0", "80.0 (0.94×)", "50.0 (0.59×)"], throughput);
        var latency = Assert.Single(table.Rows, r => r[1].StartsWith("latency", StringComparison.Ordinal));
        Assert.Equal(["fair · 200 users", "latency mean (U)", "2.01", "2.10 (1.04×)", "3.00 (1.49×)"], latency);
        Assert.Contains("Nearest the article: pool 270.", table.Footnote, StringComparison.Ordinal);
    }

    [Fact]
    public void Build_NoPublishedFigures_NoTable()
    {
        Assert.Null(ArticleSetups.Build(Experiment(Test("pool 270", 800, 210, published: false))));
    }

    [Fact]
    public void Build_OtherUsers_NotTakenForTheSameTest()
    {
        var table = ArticleSetups.Build(Experiment(
            Test("pool 270", 800, 210, published: true), Test("pool 64", 500, 300, published: false, users: "25")));

        Assert.NotNull(table);
        Assert.Equal(["test", "figure", "published", "pool 270"], table.Columns.Select(c => c.Header));
    }

    private static ExperimentResult Experiment(params Measurement[] measurements) =>
        new("web-throughput", "Web", ExperimentStatus.Ok, null, measurements,
            [Claim("(u_ms 100 in this run, not the article's 1000: the quick profile shortens the unit)")])
        {
            Metrics = [Metrics.ThroughputRps, Metrics.LatencyMeanMs],
        };

    private static ClaimResult Claim(string why) =>
        new("web-throughput.any", "seed 003", "text", "published", "measured", Verdict.Holds, why);

    private static Measurement Test(string pool, double throughput, double latencyMs, bool published, string users = "200") =>
        new("fair",
            new Dictionary<string, string> { ["test"] = "200 users", ["pool"] = pool, ["users"] = users, ["u_ms"] = "100" },
            new Dictionary<string, double> { [MetricNames.ThroughputRps] = throughput, [MetricNames.LatencyMeanMs] = latencyMs })
        {
            Published = published
                ? new Dictionary<string, double> { [MetricNames.ThroughputRps] = 85, [MetricNames.LatencyMeanMs] = 2010 }
                : null,
        };
}
