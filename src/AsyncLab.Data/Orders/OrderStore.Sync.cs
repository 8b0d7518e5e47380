using Microsoft.EntityFrameworkCore;

namespace AsyncLab.Data.Orders;

public sealed partial class OrderStore
{
    /// <summary>The read, synchronously: the calling thread is blocked for the whole database round trip.</summary>
    public List<Order> FindTopOrders(OrderQuery query)
    {
        using var context = contexts.CreateDbContext();
        return TopOrders(context, query).ToList();
    }

    /// <summary>The write, synchronously. Returns the new order's id.</summary>
    public long PlaceOrder(NewOrder order)
    {
        using var context = contexts.CreateDbContext();
        var entity = order.ToEntity(NowUtc());
        context.Orders.Add(entity);
        context.SaveChanges();
        return entity.Id;
    }

    public long CountOrders()
    {
        using var context = contexts.CreateDbContext();
        return context.Orders.LongCount();
    }
}
