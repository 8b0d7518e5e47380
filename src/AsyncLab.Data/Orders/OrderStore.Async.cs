using Microsoft.EntityFrameworkCore;

namespace AsyncLab.Data.Orders;

public sealed partial class OrderStore
{
    /// <summary>The read, asynchronously. Whether the returned task was already complete is counted in <see cref="AsyncReads"/>.</summary>
    public Task<List<Order>> FindTopOrdersAsync(OrderQuery query, CancellationToken cancellationToken = default) =>
        AsyncReads.Observe(FindTopOrdersCoreAsync(query, cancellationToken));

    /// <summary>The write, asynchronously. Counted in <see cref="AsyncWrites"/>. Returns the new order's id.</summary>
    public Task<long> PlaceOrderAsync(NewOrder order, CancellationToken cancellationToken = default) =>
        AsyncWrites.Observe(PlaceOrderCoreAsync(order, cancellationToken));

    public async Task<long> CountOrdersAsync(CancellationToken cancellationToken = default)
    {
        await using var context = await contexts.CreateDbContextAsync(cancellationToken);
        return await context.Orders.LongCountAsync(cancellationToken);
    }

    private async Task<List<Order>> FindTopOrdersCoreAsync(OrderQuery query, CancellationToken cancellationToken)
    {
        await using var context = await contexts.CreateDbContextAsync(cancellationToken);
        return await TopOrders(context, query).ToListAsync(cancellationToken);
    }

    private async Task<long> PlaceOrderCoreAsync(NewOrder order, CancellationToken cancellationToken)
    {
        await using var context = await contexts.CreateDbContextAsync(cancellationToken);
        var entity = order.ToEntity(NowUtc());
        context.Orders.Add(entity);
        await context.SaveChangesAsync(cancellationToken);
        return entity.Id;
    }
}
