namespace AsyncLab.Data.Seeding;

/// <summary>
/// How much data to seed. The read query's cost grows with the orders of one customer (Rows / Customers):
/// with the quick plan a customer has about 2,000 orders, of which the query scans a date range.
/// </summary>
public sealed record SeedPlan(int Rows, int Customers, int RandomSeed = 7)
{
    /// <summary>Orders are placed over two years starting here.</summary>
    public static readonly DateTime FirstOrderAt = new(2024, 1, 1, 0, 0, 0, DateTimeKind.Utc);

    public static readonly TimeSpan OrderPeriod = TimeSpan.FromDays(730);

    public static SeedPlan Smoke { get; } = new(10_000, 10);

    public static SeedPlan Quick { get; } = new(100_000, 50);

    public static SeedPlan Full { get; } = new(200_000, 100);

    public string CustomerName(int index) => $"customer-{index:D4}";

    public SeedPlan Validated()
    {
        if (Rows < 1 || Customers < 1 || Customers > Rows)
        {
            throw new ArgumentOutOfRangeException(nameof(Rows), $"a seed plan needs 1 <= customers ({Customers}) <= rows ({Rows})");
        }

        return this;
    }
}
