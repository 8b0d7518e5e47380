using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using AsyncLab.Data.Seeding;
using Microsoft.Data.Sqlite;

namespace AsyncLab.Tests.Data.Seeding;

public class OrderSeederTests
{
    [Fact]
    public async Task SeedAsync_Sqlite_TableHoldsPlannedRows()
    {
        using var file = SqliteDatabaseFile.Create();

        var summary = await OrderSeeder.SeedAsync(file.Target, new SeedPlan(1_500, 5));

        Assert.Equal(1_500, summary.RowsInTable);
        Assert.Equal(1_500, await new OrderStore(file.Target.ContextFactory()).CountOrdersAsync());
        Assert.Equal(1L, await ScalarAsync(file,
            "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'ix_asynclab_orders_customer_placed_at'"));
    }

    [Fact]
    public async Task SeedAsync_Twice_ReplacesTheRowsInsteadOfAdding()
    {
        using var file = SqliteDatabaseFile.Create();
        await OrderSeeder.SeedAsync(file.Target, new SeedPlan(800, 4));

        var summary = await OrderSeeder.SeedAsync(file.Target, new SeedPlan(500, 4));

        Assert.Equal(500, summary.RowsInTable);
    }

    [Fact]
    public void Generate_SamePlan_SameOrders()
    {
        var plan = new SeedPlan(50, 3);

        var first = OrderGenerator.Generate(plan).Select(o => (o.Customer, o.PlacedAt, o.AmountCents, o.Status)).ToList();
        var second = OrderGenerator.Generate(plan).Select(o => (o.Customer, o.PlacedAt, o.AmountCents, o.Status)).ToList();

        Assert.Equal(first, second);
        Assert.All(first, o => Assert.Equal(DateTimeKind.Utc, o.PlacedAt.Kind));
    }

    private static async Task<object?> ScalarAsync(SqliteDatabaseFile file, string sql)
    {
        await using var connection = new SqliteConnection(file.ConnectionString);
        await connection.OpenAsync();
        await using var command = new SqliteCommand(sql, connection);
        return await command.ExecuteScalarAsync();
    }

    [Theory]
    [InlineData(0, 1)]
    [InlineData(10, 0)]
    [InlineData(10, 11)]
    public void Validated_ImpossiblePlan_Throws(int rows, int customers) =>
        Assert.Throws<ArgumentOutOfRangeException>(() => new SeedPlan(rows, customers).Validated());
}
