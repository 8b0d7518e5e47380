using AsyncLab.Data.Orders;

namespace AsyncLab.Data.Seeding;

/// <summary>Deterministic orders for a seed plan: the same plan always yields the same rows, on every database.</summary>
internal static class OrderGenerator
{
    public static IEnumerable<Order> Generate(SeedPlan plan)
    {
        var random = new Random(plan.RandomSeed);
        var periodSeconds = (int)SeedPlan.OrderPeriod.TotalSeconds;
        for (var i = 0; i < plan.Rows; i++)
        {
            yield return new Order
            {
                Customer = plan.CustomerName(random.Next(plan.Customers)),
                // Whole seconds: both databases store them exactly.
                PlacedAt = SeedPlan.FirstOrderAt.AddSeconds(random.Next(periodSeconds)),
                AmountCents = random.Next(100, 100_000),
                Status = (OrderStatus)random.Next(5),
            };
        }
    }
}
