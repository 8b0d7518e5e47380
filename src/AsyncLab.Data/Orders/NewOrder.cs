namespace AsyncLab.Data.Orders;

/// <summary>The write both access paths run: one order inserted in its own transaction.</summary>
public sealed record NewOrder(string Customer, long AmountCents)
{
    public Order ToEntity(DateTime placedAtUtc) => new()
    {
        Customer = Customer,
        AmountCents = AmountCents,
        PlacedAt = placedAtUtc,
        Status = OrderStatus.Pending,
    };
}
