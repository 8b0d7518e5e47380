using Microsoft.EntityFrameworkCore;

namespace AsyncLab.Data.Orders;

/// <summary>
/// The same reads and writes twice, once through EF Core's synchronous API (<c>OrderStore.Sync.cs</c>) and
/// once through its asynchronous one (<c>OrderStore.Async.cs</c>), over one shared query shape, so the two
/// access paths do the same work. Every call takes its own pooled context, as a web request would. Thread-safe.
/// </summary>
public sealed partial class OrderStore(IDbContextFactory<OrdersContext> contexts)
{
    /// <summary>Async reads that completed before returning (whole call: context, connection, query).</summary>
    public SyncCompletionCounter AsyncReads { get; } = new();

    /// <summary>Async writes that completed before returning.</summary>
    public SyncCompletionCounter AsyncWrites { get; } = new();

    private static IQueryable<Order> TopOrders(OrdersContext context, OrderQuery query) =>
        context.Orders
            .AsNoTracking()
            .Where(o => o.Customer == query.Customer && o.PlacedAt >= query.From && o.PlacedAt < query.To)
            .OrderByDescending(o => o.AmountCents)
            .ThenBy(o => o.Id)
            .Take(query.Top);

    // Microseconds: PostgreSQL keeps no finer resolution, so a row reads back equal to what was written.
    private static DateTime NowUtc()
    {
        var now = DateTime.UtcNow;
        return now.AddTicks(-(now.Ticks % TimeSpan.TicksPerMicrosecond));
    }
}
