using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;

namespace AsyncLab.WebTarget.Database;

/// <summary>The /db endpoints' store and what they count: rows written (answered 2xx) and database failures (answered 503).</summary>
public sealed class DatabaseCounters(DatabaseKind kind, OrderStore store)
{
    private long rowsWritten;
    private long failures;

    public DatabaseKind Kind => kind;

    public OrderStore Store => store;

    public long RowsWritten => Interlocked.Read(ref rowsWritten);

    public long Failures => Interlocked.Read(ref failures);

    public void CountRowWritten() => Interlocked.Increment(ref rowsWritten);

    public void CountFailure() => Interlocked.Increment(ref failures);

    public DatabaseStats Snapshot()
    {
        var reads = store.AsyncReads.Snapshot();
        var writes = store.AsyncWrites.Snapshot();
        return new DatabaseStats(
            kind.ToString(), reads.Calls, reads.CompletedSynchronously, writes.Calls, writes.CompletedSynchronously, RowsWritten, Failures);
    }
}
