using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// The metrics only database writes (its load tests, the database's own counts and the outage check): its part of
/// the registry (see <c>IExperiment.Metrics</c>).
/// </summary>
public static class DatabaseMetrics
{
    public static readonly Metric ThroughputRun1Rps = new("throughput_run1_rps", MetricUnit.PerSecond, MetricBetter.Higher,
        "throughput run1 rps") { Kind = FigureKind.Throughput };

    public static readonly Metric ThroughputRun2Rps = new("throughput_run2_rps", MetricUnit.PerSecond, MetricBetter.Higher,
        "throughput run2 rps") { Kind = FigureKind.Throughput };

    public static readonly Metric ThroughputRunSpreadFraction = new("throughput_run_spread_fraction", MetricUnit.Fraction,
        MetricBetter.Neither, "throughput run spread fraction")
    {
        // The two runs' spread moves between runs of the same code as their throughput does.
        Kind = FigureKind.Throughput,
    };

    public static readonly Metric DatabaseFailures = new("database_failures", MetricUnit.Count, MetricBetter.Lower, "database failures");

    public static readonly Metric AsyncCompletedSyncShare = new("async_completed_sync_share", MetricUnit.Fraction, MetricBetter.Neither,
        "async completed sync share");

    public static readonly Metric RowsWritten = new("rows_written", MetricUnit.Count, MetricBetter.Neither, "rows written");

    public static readonly Metric RowsMatch2xx = new("rows_match_2xx", MetricUnit.Flag, MetricBetter.Higher, "rows match 2xx");

    public static readonly Metric Requests2xx = new("requests_2xx", MetricUnit.Count, MetricBetter.Neither, "requests 2xx");

    public static readonly Metric ElapsedS = new("elapsed_s", MetricUnit.Seconds, MetricBetter.Lower, "elapsed s");

    public static readonly Metric ServerAnswersAfter = new("server_answers_after", MetricUnit.Flag, MetricBetter.Higher,
        "server answers after");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(DatabaseMetrics));
}
