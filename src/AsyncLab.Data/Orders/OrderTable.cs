namespace AsyncLab.Data.Orders;

/// <summary>
/// Table and column names, spelled out once because the seeder's bulk paths (SQLite prepared insert,
/// PostgreSQL COPY) write them by hand. The table name is prefixed so a server given by connection
/// string never has one of its own tables dropped.
/// </summary>
internal static class OrderTable
{
    public const string Name = "asynclab_orders";
    public const string Id = "id";
    public const string Customer = "customer";
    public const string PlacedAt = "placed_at";
    public const string AmountCents = "amount_cents";
    public const string Status = "status";
}
