using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Data.Orders;

[Integration]
public class OrderStorePostgresTests(SeededPostgres fixture) : IClassFixture<SeededPostgres>
{
    [PostgresAvailableFact]
    public Task FindTopOrders_SameQuery_SyncAndAsyncReturnSameRows() =>
        OrderStoreChecks.SyncAndAsyncReturnSameRows(fixture.Database.Store, SeededDatabase.Plan);

    [PostgresAvailableFact]
    public Task PlaceOrder_EightConcurrentWriters_RowsEqualSuccessfulWrites() =>
        OrderStoreChecks.ConcurrentWritesAreAllStored(fixture.Database.Store, writers: 8, writesPerWriter: 50);
}
