using AsyncLab.Html.Charts;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Charts;

/// <summary>Bars per variant: the headline metrics with the published figure marked, and latency percentiles side by side.</summary>
internal static class VariantCharts
{
    /// <summary>The metrics worth a bar chart of their own, when present.</summary>
    private static readonly string[] BarMetrics =
    [
        MetricNames.MeanNs, MetricNames.AllocatedBytesPerOp, MetricNames.OpsPerSec, MetricNames.ThroughputRps,
    ];

    /// <summary>The percentiles side by side, each with its series name.</summary>
    private static readonly (string Metric, string Name)[] Percentiles =
        [(MetricNames.LatencyP50Ms, "p50"), (MetricNames.LatencyP90Ms, "p90"), (MetricNames.LatencyP99Ms, "p99")];

    public static IEnumerable<IChart> Bars(MeasurementGroup group, IReadOnlyList<SetupDepartures.Departure> departures)
    {
        foreach (var metric in BarMetrics.Where(metric => group.Measurements.Any(m => m.Metrics.ContainsKey(metric))))
        {
            // Only the rows with a figure of this metric, measured or published: a row without one would be an empty bar
            // (async-cost's bursts in turns carry no BenchmarkDotNet mean).
            var rows = group.Measurements.Where(m => Get(m.Metrics, metric) is not null || Get(m.Published, metric) is not null).ToList();
            var categories = rows.Select(m => MeasurementGroup.Label(m, group.Varying)).ToList();
            var declared = group.Declared.Of(metric);
            var series = new BarSeries(declared.Label, rows.Select(m => Get(m.Metrics, metric)).ToList())
            {
                Published = rows.Select(m => Get(m.Published, metric)).ToList(),
            };
            yield return new BarChart($"{Title(declared)} per variant{group.ConstantSuffix()}", metric, declared.Unit,
                Axis(declared), categories, [series])
            {
                PublishedSetup = SetupDepartures.For(departures, rows, series.Published.Any(p => p is not null))?.Note,
            };
        }
    }

    public static IEnumerable<IChart> Latency(MeasurementGroup group, IReadOnlyList<SetupDepartures.Departure> departures)
    {
        var present = Percentiles.Where(p => group.Measurements.Any(m => m.Metrics.ContainsKey(p.Metric))).ToList();
        if (present.Count < 2)
        {
            yield break;
        }

        var measured = group.Measurements.Where(m => present.Any(p => m.Metrics.ContainsKey(p.Metric))).ToList();
        var series = present.Select(p => new BarSeries(p.Name, measured.Select(m => Get(m.Metrics, p.Metric)).ToList())
        {
            Published = measured.Select(m => Get(m.Published, p.Metric)).ToList(),
        }).ToList();
        var categories = measured.Select(m => MeasurementGroup.Label(m, group.Varying)).ToList();
        yield return new BarChart(
            $"Latency percentiles per variant{group.ConstantSuffix()}",
            MetricNames.LatencyP50Ms,
            group.Declared.Of(MetricNames.LatencyP50Ms).Unit,
            "latency (lower is better)",
            categories,
            series)
        {
            PublishedSetup = SetupDepartures.For(departures, measured, series.Any(x => x.Published!.Any(p => p is not null)))?.Note,
        };
    }

    private static double? Get(IReadOnlyDictionary<string, double>? metrics, string name) =>
        metrics is not null && metrics.TryGetValue(name, out var value) && double.IsFinite(value) ? value : null;

    /// <summary>A chart's title for the metric: a longer name for the headline ones, else its declared label.</summary>
    public static string Title(Metric metric) => metric.Key switch
    {
        MetricNames.MeanNs => "Mean time per operation",
        MetricNames.AllocatedBytesPerOp => "Bytes allocated per operation",
        MetricNames.OpsPerSec => "Operations per second",
        MetricNames.ThroughputRps => "Throughput",
        _ => metric.Label,
    };

    private static string Axis(Metric metric) => metric.Key switch
    {
        MetricNames.OpsPerSec => "operations per second (higher is better)",
        MetricNames.ThroughputRps => "requests per second (higher is better)",
        MetricNames.AllocatedBytesPerOp => "bytes per operation (lower is better)",
        _ => metric.Label + metric.Better switch
        {
            MetricBetter.Lower => " (lower is better)",
            MetricBetter.Higher => " (higher is better)",
            _ => string.Empty,
        },
    };
}
