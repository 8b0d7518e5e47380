using AsyncLab.Data.Databases;
using AsyncLab.Data.Seeding;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A small seeded orders database shared by one test class; removed when the class is done.</summary>
public abstract class SeededDatabase : IAsyncLifetime
{
    // Small: a few hundred orders per customer keeps seeding well under a second.
    public static readonly SeedPlan Plan = new(3_000, 10);

    private OrderDatabase? database;

    public OrderDatabase Database =>
        database ?? throw new InvalidOperationException("the database was not created (PostgreSQL unavailable?)");

    public async Task InitializeAsync() => database = await CreateAsync();

    public async Task DisposeAsync()
    {
        if (database is not null)
        {
            await database.DisposeAsync();
        }
    }

    protected abstract Task<OrderDatabase?> CreateAsync();
}
