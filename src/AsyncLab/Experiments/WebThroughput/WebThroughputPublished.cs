using AsyncLab.Results;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>The article's table (seed 003): a Visual Studio load test against IIS with U = 1 s. Durations are given here in ms.</summary>
public static class WebThroughputPublished
{
    public const string Source = "seed 003, VS load test against IIS, U = 1 s (compare latency_mean_u and ratios, not absolute figures)";

    private static readonly Dictionary<(string Kind, string Endpoint), double[]> Table = new()
    {
        // req/s min, max, mean; duration max, min, mean (s)
        [("stepped", "base")] = [8, 200, 145, 1.02, 1.01, 1.02],
        [("stepped", "base-async")] = [8, 120, 98.7, 1.76, 1.01, 1.53],
        [("stepped", "base-async2")] = [0, 89.4, 69.5, 2.59, 1.01, 2.1],
        [("200 users", "fair")] = [8, 112, 85, 2.03, 2, 2.01],
        [("200 users", "fair-async")] = [20, 125, 107, 1.85, 1, 1.59],
        [("25 users", "fair")] = [1, 12.6, 10.7, 2.03, 2, 2.02],
        [("25 users", "fair-async")] = [2, 25, 21.3, 1.02, 1, 1.01],
    };

    /// <summary>The published row under this run's metric names, or null for tests the article did not run.</summary>
    public static IReadOnlyDictionary<string, double>? For(WebTest test)
    {
        if (!test.BoundedPool || !Table.TryGetValue((test.Kind, test.Endpoint), out var row))
        {
            return null;
        }

        return new Dictionary<string, double>(StringComparer.Ordinal)
        {
            [MetricNames.ThroughputMinRps] = row[0],
            [MetricNames.ThroughputMaxRps] = row[1],
            [MetricNames.ThroughputRps] = row[2],
            [MetricNames.LatencyMaxMs] = row[3] * 1000,
            [MetricNames.LatencyMinMs] = row[4] * 1000,
            [MetricNames.LatencyMeanMs] = row[5] * 1000,
            [MetricNames.LatencyMeanU] = row[5],
        };
    }

    /// <summary>A published mean throughput, for the claims' "published" column.</summary>
    public static double MeanRps(string kind, string endpoint) => Table[(kind, endpoint)][2];

    public static double MeanSeconds(string kind, string endpoint) => Table[(kind, endpoint)][5];
}
