using AsyncLab.Data.Orders;
using AsyncLab.Data.Seeding;

namespace AsyncLab.Tests.Data.Orders;

/// <summary>The checks every database must pass, shared by the SQLite and PostgreSQL test classes.</summary>
internal static class OrderStoreChecks
{
    public static IEnumerable<OrderQuery> SampleQueries(SeedPlan plan)
    {
        var from = SeedPlan.FirstOrderAt.AddDays(60);
        yield return OrderQuery.Create(plan.CustomerName(0), from, from.AddDays(365), 20);
        yield return OrderQuery.Create(plan.CustomerName(3), from.AddDays(100), from.AddDays(130), 5);
        yield return OrderQuery.Create(plan.CustomerName(plan.Customers - 1), SeedPlan.FirstOrderAt,
            SeedPlan.FirstOrderAt + SeedPlan.OrderPeriod, 1000);
        yield return OrderQuery.Create("nobody", SeedPlan.FirstOrderAt, SeedPlan.FirstOrderAt.AddDays(1), 10);
    }

    public static async Task SyncAndAsyncReturnSameRows(OrderStore store, SeedPlan plan)
    {
        var nonEmpty = 0;
        foreach (var query in SampleQueries(plan))
        {
            var sync = store.FindTopOrders(query);
            var async = await store.FindTopOrdersAsync(query);
            Assert.Equal(Describe(sync), Describe(async));
            Assert.All(sync, o => Assert.Equal(query.Customer, o.Customer));
            Assert.Equal(sync.OrderByDescending(o => o.AmountCents).ThenBy(o => o.Id).Select(o => o.Id), sync.Select(o => o.Id));
            nonEmpty += sync.Count > 0 ? 1 : 0;
        }

        Assert.Equal(3, nonEmpty);
    }

    /// <summary>Writers mixing both paths; every write that returned an id must be a row, and nothing more.</summary>
    public static async Task ConcurrentWritesAreAllStored(OrderStore store, int writers, int writesPerWriter)
    {
        var before = await store.CountOrdersAsync();
        var succeeded = 0;
        var ids = new System.Collections.Concurrent.ConcurrentBag<long>();
        var tasks = Enumerable.Range(0, writers).Select(writer => Task.Run(async () =>
        {
            for (var i = 0; i < writesPerWriter; i++)
            {
                var order = new NewOrder($"writer-{writer:D2}", 100 + i);
                ids.Add(writer % 2 == 0 ? store.PlaceOrder(order) : await store.PlaceOrderAsync(order));
                Interlocked.Increment(ref succeeded);
            }
        }));
        await Task.WhenAll(tasks);

        Assert.Equal(writers * writesPerWriter, succeeded);
        Assert.Equal(before + succeeded, store.CountOrders());
        Assert.Equal(succeeded, ids.Distinct().Count());
    }

    private static List<string> Describe(IEnumerable<Order> orders) =>
        orders.Select(o => $"{o.Id}|{o.Customer}|{o.PlacedAt:O}|{o.AmountCents}|{o.Status}").ToList();
}
