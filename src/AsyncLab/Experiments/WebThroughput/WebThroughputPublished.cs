using AsyncLab.Load;
using AsyncLab.Published;
using AsyncLab.Results;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// The article's tables (seed 003): Visual Studio load tests against IIS, read from its published file. Table 1 is the
/// stepped test, table 2 the fair test at 200 users, table 3 at 25. The article prints no units: its durations fit
/// seconds with a work unit of 1 s, which is how they are compared (in units of U).
/// </summary>
public static class WebThroughputPublished
{
    public const string Source = "seed 003, VS load test against IIS, no units printed (durations read as seconds, U = 1 s; compare " +
        "latency_mean_u and ratios, not absolute figures)";

    private const string Seed = "003";

    private static readonly Dictionary<string, string> TableOfKind = new(StringComparer.Ordinal)
    {
        ["stepped"] = "table-1",
        ["200 users"] = "table-2",
        ["25 users"] = "table-3",
    };

    /// <summary>The lab's endpoint for each of the article's actions.</summary>
    private static readonly Dictionary<string, string> ActionOfEndpoint = new(StringComparer.Ordinal)
    {
        ["base"] = "base",
        ["base-async"] = "baseasync",
        ["base-async2"] = "baseasync_",
        ["fair"] = "fair",
        ["fair-async"] = "fairasync",
    };

    /// <summary>The published row under this run's metric names, or null for tests the article did not run.</summary>
    public static IReadOnlyDictionary<string, double>? For(WebLoadTest test)
    {
        if (test.Pool != PoolSetting.Article || !TableOfKind.TryGetValue(test.Kind,
            out var table) || !ActionOfEndpoint.TryGetValue(test.Endpoint, out var action)
            || PublishedArticle.Of(Seed).Row(table, action) is not { } row)
        {
            return null;
        }

        double Cell(string column) => row.Number(column) ?? double.NaN;
        return new Dictionary<string, double>(StringComparer.Ordinal)
        {
            [MetricNames.ThroughputMinRps] = Cell("吞吐量(min)"),
            [MetricNames.ThroughputMaxRps] = Cell("吞吐量(max)"),
            [MetricNames.ThroughputRps] = Cell("吞吐均值"),
            [MetricNames.LatencyMaxMs] = Cell("时长per请求(max)") * 1000,
            [MetricNames.LatencyMinMs] = Cell("时长per请求(min)") * 1000,
            [MetricNames.LatencyMeanMs] = Cell("时长均值") * 1000,
            [WebThroughputMetrics.LatencyMeanU.Key] = Cell("时长均值"),
        };
    }
}
