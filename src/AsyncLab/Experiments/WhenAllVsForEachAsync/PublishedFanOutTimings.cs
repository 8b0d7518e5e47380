using AsyncLab.Published;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>Seed 004's mean times (BenchmarkDotNet ShortRun, Apple M1 Pro with 10 cores, .NET 8), read from its published tables.</summary>
public static class PublishedFanOutTimings
{
    public const string Source = "seed 004 (BenchmarkDotNet ShortRun, Apple M1 Pro, 10 cores, .NET 8; CPU-bound items drew from " +
        "Random.Shared); published ratio is the article's mean over its WhenAll mean for the same row";

    /// <summary>
    /// Table 1 is the IO-bound benchmark, table 2 the CPU-bound one; each row is a method at an item count and an amount.
    /// </summary>
    private static readonly Lazy<Dictionary<FanOutCase, double>> MeanNs = new(() =>
    {
        var article = PublishedArticle.Of("004");
        var means = new Dictionary<FanOutCase, double>();
        foreach (var (table, suite, amountColumn) in
            new[] { ("table-1", WorkloadSuite.Io, "SimulatedIoDelays"), ("table-2", WorkloadSuite.Cpu, "CpuWorkIterations") })
        {
            var nanosecondsPerMean = article.NanosecondsPerCell(table, "Mean");
            foreach (var row in article.Rows(table))
            {
                var method = row.Text("Method") switch
                {
                    "TaskWhenAll" => FanOutMethods.WhenAll,
                    "ParallelForEach" => FanOutMethods.ForEachAsync,
                    var other => throw new InvalidOperationException($"seed 004 {table} has a method the lab does not run: {other}"),
                };
                var key = new FanOutCase(suite, method, (int)row.Number("CollectionCount")!.Value, (int)row.Number(amountColumn)!.Value);
                means[key] = row.Number("Mean")!.Value * nanosecondsPerMean;
            }
        }

        return means;
    });

    /// <summary>
    /// The article's mean and its ratio to the article's WhenAll for the same row; null where the article has no such row.
    /// </summary>
    /// <remarks>Both CPU-bound shapes get table 2's figures: the lab's item stands in for the article's in the same grid.</remarks>
    public static IReadOnlyDictionary<string, double>? For(FanOutCase row)
    {
        if (row.Suite == WorkloadSuite.CpuRandomShared)
        {
            row = row with { Suite = WorkloadSuite.Cpu };
        }

        if (!MeanNs.Value.TryGetValue(row, out var mean))
        {
            return null;
        }

        var published = new Dictionary<string, double> { [Results.MetricNames.MeanNs] = mean };
        if (MeanNs.Value.TryGetValue(row.WithMethod(FanOutMethods.WhenAll), out var whenAll))
        {
            published[Results.MetricNames.Ratio] = mean / whenAll;
        }

        return published;
    }
}
