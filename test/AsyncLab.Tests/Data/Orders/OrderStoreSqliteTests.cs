using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Data.Orders;

[Integration]
public class OrderStoreSqliteTests(SeededSqlite fixture) : IClassFixture<SeededSqlite>
{
    [Fact]
    public Task FindTopOrders_SameQuery_SyncAndAsyncReturnSameRows() =>
        OrderStoreChecks.SyncAndAsyncReturnSameRows(fixture.Database.Store, SeededDatabase.Plan);

    [Fact]
    public Task PlaceOrder_SixteenConcurrentWriters_RowsEqualSuccessfulWrites() =>
        OrderStoreChecks.ConcurrentWritesAreAllStored(fixture.Database.Store, writers: 16, writesPerWriter: 200);

    [Fact]
    public async Task FindTopOrdersAsync_OnSqlite_EveryCallCompletesSynchronously()
    {
        // Microsoft.Data.Sqlite has no asynchronous I/O: its async methods run synchronously, so the whole
        // EF Core call has finished before it returns. This is what claim database.sqlite-async-is-sync measures.
        var store = new AsyncLab.Data.Orders.OrderStore(fixture.Database.Target.ContextFactory());
        foreach (var query in OrderStoreChecks.SampleQueries(SeededDatabase.Plan))
        {
            await store.FindTopOrdersAsync(query);
        }

        var share = store.AsyncReads.Snapshot();
        Assert.Equal(4, share.Calls);
        Assert.Equal(1.0, share.Share);
    }
}
