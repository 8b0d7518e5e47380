using System.Globalization;
using AsyncLab.Data.Orders;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.WebTarget;

namespace AsyncLab.Experiments.Database;

/// <summary>A database load test's report with what the server and the database saw meanwhile.</summary>
/// <param name="AsyncCalls">The async calls of this test and how many completed synchronously (zero calls for sync endpoints).</param>
/// <param name="RowsWritten">For a write test, the growth of the orders table, counted in the database; null for reads.</param>
/// <param name="DatabaseFailures">Requests the server answered 503 because the database failed.</param>
public sealed record DbTestOutcome(
    DbTest Test,
    LoadReport Load,
    long ServerRequests,
    SyncCompletionShare AsyncCalls,
    long? RowsWritten,
    long DatabaseFailures,
    IReadOnlyList<PoolSample> Samples,
    double StartMs)
{
    public double ThroughputRps => Load.MeanRps;

    public int ThreadsMax => Samples.Count > 0 ? Samples.Max(s => s.Threads) : 0;

    /// <summary>Nothing lost or invented: every 2xx answer is one new row, and every new row was answered 2xx.</summary>
    public bool? RowsMatch => RowsWritten is { } rows ? rows == Load.Succeeded : null;

    public Measurement ToMeasurement(DatabaseSettings settings)
    {
        var metrics = Load.ToMetrics();
        metrics["server_requests"] = ServerRequests;
        metrics["database_failures"] = DatabaseFailures;
        if (AsyncCalls.Share is { } share)
        {
            metrics["async_completed_sync_share"] = share;
        }

        if (RowsWritten is { } rows)
        {
            metrics["rows_written"] = rows;
            metrics["rows_match_2xx"] = RowsMatch == true ? 1 : 0;
        }

        if (Samples.Count > 0)
        {
            metrics["threads_start"] = Samples[0].Threads;
            metrics["threads_max"] = ThreadsMax;
        }

        var parameters = new Dictionary<string, string>
        {
            ["database"] = Test.DatabaseName,
            ["pool"] = Test.PoolText(settings),
            ["users"] = Test.Users.ToString(CultureInfo.InvariantCulture),
        };
        return new Measurement($"{Test.DatabaseName} {Test.Access}", parameters, metrics);
    }

    public IEnumerable<Series> ToSeries(DatabaseSettings settings)
    {
        var group = Test.Label(settings);
        yield return new Series("throughput_rps", "seconds", "req/s", Load.WindowRps.Select((rps, i) => new SeriesPoint(i + 1, rps)).ToArray()) { Group = group };
        yield return new Series("threads", "seconds", "worker threads", Samples.Select(s => new SeriesPoint(Math.Round((s.TimeMs - StartMs) / 1000, 2), s.Threads)).ToArray()) { Group = group };
    }
}
