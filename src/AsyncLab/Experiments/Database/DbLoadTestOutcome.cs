using AsyncLab.Data.Orders;
using AsyncLab.Load;
using AsyncLab.WebTarget;

namespace AsyncLab.Experiments.Database;

/// <summary>One run of a database load test: the load's report with what the server and the database saw meanwhile.</summary>
/// <param name="AsyncCalls">The async calls of this test and how many completed synchronously (zero calls for sync endpoints).</param>
/// <param name="RowsWritten">For a write test, the growth of the orders table during this run, counted in the database;
/// null for reads.</param>
/// <param name="DatabaseFailures">Requests the server answered 503 because the database failed.</param>
public sealed record DbLoadTestOutcome(
    DbLoadTest Test,
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
}
