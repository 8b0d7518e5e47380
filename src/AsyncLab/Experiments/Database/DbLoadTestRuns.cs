using System.Globalization;
using AsyncLab.Data.Orders;
using AsyncLab.Html.Charts;
using AsyncLab.Load;
using AsyncLab.Results;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// The runs of one test (two in the sync, async, async, sync order) taken together. The runs are combined rather than
/// reported apart because the claims compare one figure per variant; each run's throughput stays visible as a metric,
/// and every second of both runs is kept as a sample with the run it came from (<see cref="Measurement.Runs"/>), so a
/// claim's ratio takes the run as its unit and its interval covers the run-to-run spread.
/// </summary>
public sealed record DbLoadTestRuns(DbLoadTest Test, IReadOnlyList<DbLoadTestOutcome> Runs)
{
    /// <summary>The first two runs' own throughput, by run: a test runs twice a round (<see cref="DbLoadTest.Schedule"/>).</summary>
    private static readonly string[] RunThroughputKeys = [DatabaseMetrics.ThroughputRun1Rps.Key, DatabaseMetrics.ThroughputRun2Rps.Key];

    /// <summary>
    /// The mean of the runs' rates. Every run has the same planned duration, so this equals all their successful
    /// responses over all their load time.
    /// </summary>
    public double ThroughputRps => Runs.Count == 0 ? double.NaN : Runs.Average(r => r.ThroughputRps);

    /// <summary>Fastest run minus slowest run, in req/s: how far the same test moved between its two places in the order.</summary>
    public double SpreadRps => Runs.Count == 0 ? double.NaN : Runs.Max(r => r.ThroughputRps) - Runs.Min(r => r.ThroughputRps);

    /// <summary><see cref="SpreadRps"/> over the combined throughput; 0 when nothing was answered.</summary>
    public double SpreadFraction => ThroughputRps > 0 ? SpreadRps / ThroughputRps : 0;

    public long Succeeded => Runs.Sum(r => r.Load.Succeeded);

    public long Errors => Runs.Sum(r => r.Load.Errors);

    public long Timeouts => Runs.Sum(r => r.Load.Timeouts);

    /// <summary>Every run's latencies in one histogram: adding histograms is exact, as if all had been recorded in one run.</summary>
    public LatencyHistogram Latencies { get; } = LatencyHistogram.Sum(Runs.Select(r => r.Load.Histogram).OfType<LatencyHistogram>());

    public LatencySummary Latency => field ??= LatencySummary.Of(Latencies);

    public SyncCompletionShare AsyncCalls => SyncCompletionShare.Sum(Runs.Select(r => r.AsyncCalls));

    /// <summary>The rows all write runs added; null for reads.</summary>
    public long? RowsWritten => Test.IsWrite ? Runs.Sum(r => r.RowsWritten ?? 0) : null;

    /// <summary>Checked run by run (a surplus in one run cannot hide a loss in the other); null for reads.</summary>
    public bool? RowsMatch => Test.IsWrite ? Runs.All(r => r.RowsMatch == true) : null;

    public int ThreadsMax => Runs.Count == 0 ? 0 : Runs.Max(r => r.ThreadsMax);

    public Measurement ToMeasurement(DatabaseSettings settings)
    {
        var windows = Runs.SelectMany(r => r.Load.WindowRps).ToList();
        var metrics = new Dictionary<string, double>(StringComparer.Ordinal)
        {
            [MetricNames.ThroughputRps] = ThroughputRps,
            [MetricNames.ThroughputMinRps] = windows.Count > 0 ? windows.Min() : Runs.Min(r => r.ThroughputRps),
            [MetricNames.ThroughputMaxRps] = windows.Count > 0 ? windows.Max() : Runs.Max(r => r.ThroughputRps),
            [DatabaseMetrics.ThroughputRunSpreadFraction.Key] = SpreadFraction,
            [MetricNames.Requests] = Succeeded + Errors + Timeouts,
            [MetricNames.Errors] = Errors,
            [MetricNames.Timeouts] = Timeouts,
            [MetricNames.ServerRequests] = Runs.Sum(r => r.ServerRequests),
            [DatabaseMetrics.DatabaseFailures.Key] = Runs.Sum(r => r.DatabaseFailures),
        };
        // Each run's throughput has a key of its own for the first two runs only; every run's seconds are in the samples
        // whatever the count, so a later run is still judged.
        for (var i = 0; i < Math.Min(Runs.Count, RunThroughputKeys.Length); i++)
        {
            metrics[RunThroughputKeys[i]] = Runs[i].ThroughputRps;
        }

        Latency.AddTo(metrics);

        if (AsyncCalls.Share is { } share)
        {
            metrics[DatabaseMetrics.AsyncCompletedSyncShare.Key] = share;
        }

        if (RowsWritten is { } rows)
        {
            metrics[DatabaseMetrics.RowsWritten.Key] = rows;
            metrics[DatabaseMetrics.RowsMatch2xx.Key] = RowsMatch == true ? 1 : 0;
        }

        if (Runs.FirstOrDefault(r => r.Samples.Count > 0) is { } sampled)
        {
            metrics[MetricNames.ThreadsStart] = sampled.Samples[0].Threads;
            metrics[MetricNames.ThreadsMax] = ThreadsMax;
        }

        var parameters = new Dictionary<string, string>
        {
            ["database"] = Test.DatabaseName,
            ["pool"] = Test.PoolText(settings),
            ["users"] = Test.Users.ToString(CultureInfo.InvariantCulture),
        };
        return new Measurement($"{Test.DatabaseName} {Test.Access}", parameters, metrics)
        {
            Samples = new Dictionary<string, IReadOnlyList<double>>(StringComparer.Ordinal) { [MetricNames.ThroughputRps] = PerSecond() },
            Runs = Runs.Count >= 2
                ? new Dictionary<string, IReadOnlyList<int>>(StringComparer.Ordinal) { [MetricNames.ThroughputRps] = RunOfEachSecond() }
                : null,
            Histograms = Latencies.Count > 0
                ? new Dictionary<string, string> { [MetricNames.LatencyHistogramUs] = Latencies.ToBase64() }
                : null,
        };
    }

    /// <summary>
    /// Each whole second of every run, in order: the samples the claims' ratios are read from. A run shorter than a second
    /// (the smoke profile's) gives its own mean rate as its one sample.
    /// </summary>
    public IReadOnlyList<double> PerSecond() => Runs.SelectMany(SecondsOf).ToArray();

    /// <summary>The run (0-based) each of <see cref="PerSecond"/>'s samples came from, in the same order.</summary>
    public IReadOnlyList<int> RunOfEachSecond() => Runs.SelectMany((r, i) => SecondsOf(r).Select(_ => i)).ToArray();

    private static IReadOnlyList<double> SecondsOf(DbLoadTestOutcome run) =>
        run.Load.WindowRps.Count > 0 ? run.Load.WindowRps : [run.ThroughputRps];

    /// <summary>
    /// The runs one after the other on one time axis: run 2 starts where run 1's planned duration ends. Named by access
    /// pattern and grouped by database, users and pool, so the sync and async runs of one setting share a chart.
    /// </summary>
    public IEnumerable<Series> ToSeries(DatabaseSettings settings)
    {
        var group = Test.ShapeLabel(settings);
        var windows = Runs.SelectMany(r => r.Load.WindowRps).Select((rps, i) => new SeriesPoint(i + 1, rps)).ToArray();
        var threads = Runs.SelectMany((r, i) => r.Samples.Select(s =>
            new SeriesPoint(Math.Round(((s.TimeMs - r.StartMs) / 1000) + (i * settings.ConstantSeconds), 2), s.Threads))).ToArray();
        var axis = Runs.Count <= 2
            ? "seconds (run 1, then run 2)"
            : string.Create(CultureInfo.InvariantCulture, $"seconds (runs 1 to {Runs.Count}, one after another)");
        yield return new Series(Test.Access, axis, "req/s", windows) { Group = group };
        yield return new Series(Test.Access, axis, "worker threads", threads) { Group = group };
    }
}
