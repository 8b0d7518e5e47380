using AsyncLab.Data.Orders;
using AsyncLab.Data.Postgres;
using AsyncLab.Data.Seeding;
using Microsoft.EntityFrameworkCore;
using Npgsql;

namespace AsyncLab.Data.Databases;

/// <summary>
/// A seeded orders database and the store over it: what the web endpoints use. Owns what it created
/// (the SQLite file, the PostgreSQL server) and removes it on dispose.
/// </summary>
public sealed class OrderDatabase : IAsyncDisposable
{
    private readonly IAsyncDisposable? owned;

    private OrderDatabase(DatabaseTarget target, SeedSummary seed, string origin, PostgresServer? server, IAsyncDisposable? owned)
    {
        Target = target;
        Seed = seed;
        Origin = origin;
        Server = server;
        this.owned = owned;
        Store = new OrderStore(target.ContextFactory());
    }

    public DatabaseTarget Target { get; }

    public DatabaseKind Kind => Target.Kind;

    public OrderStore Store { get; }

    public SeedSummary Seed { get; }

    /// <summary>One line for the report: which database, where it came from.</summary>
    public string Origin { get; }

    /// <summary>The server the lab started, or null (SQLite, or a server given by connection string).</summary>
    public PostgresServer? Server { get; }

    public static async Task<OrderDatabase> CreateSqliteAsync(SeedPlan plan, CancellationToken cancellationToken = default)
    {
        var file = SqliteDatabaseFile.Create();
        try
        {
            var seed = await OrderSeeder.SeedAsync(file.Target, plan, cancellationToken);
            return new OrderDatabase(file.Target, seed, $"SQLite file {file.Path}", null, new DisposeSync(file));
        }
        catch
        {
            file.Dispose();
            throw;
        }
    }

    /// <summary>
    /// Seeds PostgreSQL: the server given by <see cref="PostgresOptions.ConnectionString"/> or ASYNCLAB_POSTGRES,
    /// else one the lab starts. Throws <see cref="DatabaseUnavailableException"/> with the reason when none can be had.
    /// </summary>
    public static async Task<OrderDatabase> CreatePostgresAsync(
        SeedPlan plan, PostgresOptions? options = null, CancellationToken cancellationToken = default)
    {
        options ??= new PostgresOptions();
        if (options.GivenConnectionString is { } given)
        {
            var target = new DatabaseTarget(DatabaseKind.PostgreSql, given);
            var seed = await SeedGivenServerAsync(target, plan, cancellationToken);
            return new OrderDatabase(
                target, seed, $"PostgreSQL given by {PostgresOptions.ConnectionStringVariable}", null, new DropOrdersTable(target));
        }

        var server = await PostgresServer.StartAsync(options.Server, cancellationToken);
        try
        {
            var pooled = new NpgsqlConnectionStringBuilder(server.ConnectionString) { MaxPoolSize = options.MaxPoolSize };
            var target = new DatabaseTarget(DatabaseKind.PostgreSql, pooled.ToString());
            var seed = await OrderSeeder.SeedAsync(target, plan, cancellationToken);
            var origin = $"{server.DisplayName} started by the lab on 127.0.0.1:{server.Port} (pool {options.MaxPoolSize})";
            return new OrderDatabase(target, seed, origin, server, server);
        }
        catch
        {
            await server.DisposeAsync();
            throw;
        }
    }

    public async ValueTask DisposeAsync()
    {
        if (owned is not null)
        {
            await owned.DisposeAsync();
        }
    }

    private static async Task<SeedSummary> SeedGivenServerAsync(DatabaseTarget target, SeedPlan plan, CancellationToken cancellationToken)
    {
        try
        {
            return await OrderSeeder.SeedAsync(target, plan, cancellationToken);
        }
        catch (Exception failure) when (failure is NpgsqlException or ArgumentException or InvalidOperationException)
        {
            // Without the inner exception: its messages could quote the given string, which is never written out.
            throw new DatabaseUnavailableException(ConnectionStringSecrets.Redact(
                $"the PostgreSQL server given by {PostgresOptions.ConnectionStringVariable} could not be used: {failure.Message}",
                target.ConnectionString));
        }
    }

    /// <summary>A server the lab did not start keeps running; only the lab's table is removed from it.</summary>
    private sealed class DropOrdersTable(DatabaseTarget target) : IAsyncDisposable
    {
        public async ValueTask DisposeAsync()
        {
            try
            {
                await using var context = new OrdersContext(target.ContextOptions());
                await context.Database.ExecuteSqlRawAsync($"DROP TABLE IF EXISTS {OrderTable.Name}");
            }
            catch (NpgsqlException)
            {
                // The server went away: nothing left to tidy.
            }
        }
    }

    private sealed class DisposeSync(IDisposable inner) : IAsyncDisposable
    {
        public ValueTask DisposeAsync()
        {
            inner.Dispose();
            return ValueTask.CompletedTask;
        }
    }
}
