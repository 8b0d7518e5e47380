namespace AsyncLab.Data.Orders;

/// <summary>One row of the orders table. Amounts are whole cents: SQLite cannot order by a decimal column.</summary>
public sealed class Order
{
    public long Id { get; set; }

    public string Customer { get; set; } = "";

    /// <summary>Always UTC: PostgreSQL stores it as timestamptz, SQLite as sortable text.</summary>
    public DateTime PlacedAt { get; set; }

    public long AmountCents { get; set; }

    public OrderStatus Status { get; set; }
}
