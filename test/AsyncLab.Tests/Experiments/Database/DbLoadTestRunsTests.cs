using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using AsyncLab.Experiments.Database;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>How the two runs of a test are combined, and the per-second samples they give the claims.</summary>
public sealed class DbLoadTestRunsTests
{
    private static readonly DbLoadTest ReadSync = new(DatabaseKind.Sqlite, DatabaseEndpoints.ReadSync, 25, PoolSetting.Article);
    private static readonly DbLoadTest ReadAsync = new(DatabaseKind.Sqlite, DatabaseEndpoints.ReadAsync, 25, PoolSetting.Article);
    private static readonly DbLoadTest WriteSync = new(DatabaseKind.Sqlite, DatabaseEndpoints.WriteSync, 25, PoolSetting.Bounded);

    [Fact]
    public void ThroughputRps_TwoRuns_MeanOfRatesAndSpread()
    {
        var runs = new DbLoadTestRuns(ReadSync, [Run(ReadSync, 90), Run(ReadSync, 110)]);

        Assert.Equal(100, runs.ThroughputRps, 9);
        Assert.Equal(20, runs.SpreadRps, 9);
        Assert.Equal(0.2, runs.SpreadFraction, 9);
    }

    [Fact]
    public void AsyncCalls_TwoRuns_Summed()
    {
        var runs = new DbLoadTestRuns(ReadAsync,
            [Run(ReadAsync, 100, new SyncCompletionShare(10, 10)), Run(ReadAsync, 100, new SyncCompletionShare(30, 20))]);

        Assert.Equal(new SyncCompletionShare(40, 30), runs.AsyncCalls);
    }

    [Fact]
    public void RowsMatch_SurplusInOneRunLossInOther_FalseThoughTotalsMatch()
    {
        // 100 answered in each run (5 s at 20 req/s); 101 rows in one, 99 in the other: the sums agree, the runs do not.
        var runs = new DbLoadTestRuns(WriteSync,
            [Run(WriteSync, 20) with { RowsWritten = 101 }, Run(WriteSync, 20) with { RowsWritten = 99 }]);

        Assert.Equal(runs.Succeeded, runs.RowsWritten);
        Assert.False(runs.RowsMatch);
    }

    [Fact]
    public void RowsMatch_EveryRunMatches_True()
    {
        var runs = new DbLoadTestRuns(WriteSync,
            [Run(WriteSync, 20) with { RowsWritten = 100 }, Run(WriteSync, 40) with { RowsWritten = 200 }]);

        Assert.True(runs.RowsMatch);
        Assert.Equal(300, runs.RowsWritten);
    }

    [Fact]
    public void ToMeasurement_TwoRuns_EverySecondOfBothRunsKeptAsSamples()
    {
        var runs = new DbLoadTestRuns(ReadSync, [Run(ReadSync, 90), Run(ReadSync, 110)]);

        var samples = runs.ToMeasurement(DatabaseSettings.For(Profile.Smoke)).Samples!["throughput_rps"];

        Assert.Equal(10, samples.Count);
        Assert.Equal(90 * 0.97, samples[0], 9);
        Assert.Equal(110 * 0.97, samples[5], 9);
    }

    [Fact]
    public void ToMeasurement_TwoRuns_EachSecondNamesItsRun()
    {
        var runs = new DbLoadTestRuns(ReadSync,
            [Run(ReadSync, 90) with { Load = Run(ReadSync, 90).Load with { WindowRps = [] } }, Run(ReadSync, 110)]);

        var measurement = runs.ToMeasurement(DatabaseSettings.For(Profile.Smoke));

        Assert.Equal([0, 1, 1, 1, 1, 1], measurement.Runs!["throughput_rps"]);
        Assert.Equal(measurement.Samples!["throughput_rps"].Count, measurement.Runs["throughput_rps"].Count);
        Assert.Null(measurement.Launches);
    }

    [Fact]
    public void ToMeasurement_OneRun_NoRunsRecorded()
    {
        var runs = new DbLoadTestRuns(ReadSync, [Run(ReadSync, 90)]);

        Assert.Null(runs.ToMeasurement(DatabaseSettings.For(Profile.Smoke)).Runs);
    }

    [Fact]
    public void PerSecond_RunShorterThanASecond_RunRateIsItsOneSample()
    {
        var runs = new DbLoadTestRuns(ReadSync,
            [Run(ReadSync, 90) with { Load = Run(ReadSync, 90).Load with { WindowRps = [] } }, Run(ReadSync, 110)]);

        Assert.Equal(6, runs.PerSecond().Count);
        Assert.Equal(90, runs.PerSecond()[0], 9);
    }

    [Fact]
    public void ToMeasurement_TwoRuns_CombinedFiguresWithEachRunAndSpread()
    {
        var runs = new DbLoadTestRuns(ReadSync, [Run(ReadSync, 90), Run(ReadSync, 110)]);

        var metrics = runs.ToMeasurement(DatabaseSettings.For(Profile.Smoke)).Metrics;

        Assert.Equal(100, metrics["throughput_rps"], 9);
        Assert.Equal(90, metrics["throughput_run1_rps"], 9);
        Assert.Equal(110, metrics["throughput_run2_rps"], 9);
        Assert.Equal(0.2, metrics["throughput_run_spread_fraction"], 9);
        Assert.Equal(1000, metrics["requests"]);
        Assert.False(metrics.ContainsKey("rows_written"));
    }

    [Fact]
    public void All_RunsInMirroredOrder_OneEntryPerTestWithRunsInOrder()
    {
        var outcomes = new DbLoadTestOutcomes([Run(ReadSync, 1), Run(ReadAsync, 2), Run(ReadAsync, 3), Run(ReadSync, 4)]);

        Assert.Equal([ReadSync, ReadAsync], outcomes.All.Select(t => t.Test));
        Assert.Equal([1.0, 4.0], outcomes.All[0].Runs.Select(r => r.ThroughputRps));
    }

    [Fact]
    public void Latency_TwoRunsWithHistograms_ExactlyAsIfRecordedInOne()
    {
        var (first, second, both) = (new LatencyHistogram(), new LatencyHistogram(), new LatencyHistogram());
        for (var i = 1; i <= 900; i++)
        {
            first.RecordMicroseconds(i * 100L);
            both.RecordMicroseconds(i * 100L);
        }

        // A slower second run: averaging the two runs' percentiles weighted by count would put p50 near 50 ms; it is about 60 ms.
        for (var i = 1; i <= 100; i++)
        {
            second.RecordMicroseconds(i * 10_000L);
            both.RecordMicroseconds(i * 10_000L);
        }

        var runs = new DbLoadTestRuns(ReadSync, [WithLatencies(Run(ReadSync, 90), first), WithLatencies(Run(ReadSync, 110), second)]);
        var measurement = runs.ToMeasurement(DatabaseSettings.For(Profile.Smoke));

        Assert.Equal(LatencySummary.Of(both), runs.Latency);
        Assert.Equal(LatencySummary.Of(both).P99Ms, measurement.Metrics["latency_p99_ms"]);
        var stored = LatencyHistogram.FromBase64(measurement.Histograms![MetricNames.LatencyHistogramUs]);
        Assert.Equal(both.Count, stored.Count);
        Assert.Equal(both.ValueAtPercentile(99), stored.ValueAtPercentile(99));
    }

    private static DbLoadTestOutcome WithLatencies(DbLoadTestOutcome run, LatencyHistogram latencies) =>
        run with { Load = run.Load with { Histogram = latencies } };

    private static DbLoadTestOutcome Run(DbLoadTest test, double rps, SyncCompletionShare share = default) =>
        DatabaseClaimsTests.Outcome(test, rps, share);
}
