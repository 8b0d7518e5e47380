using AsyncLab.Data.Orders;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Infrastructure;

namespace AsyncLab.Data.Databases;

/// <summary>Which database and how to reach it; builds the EF Core context factory for it.</summary>
public sealed record DatabaseTarget(DatabaseKind Kind, string ConnectionString)
{
    public DbContextOptions<OrdersContext> ContextOptions()
    {
        var builder = new DbContextOptionsBuilder<OrdersContext>();
        _ = Kind switch
        {
            DatabaseKind.Sqlite => builder.UseSqlite(ConnectionString).AddInterceptors(SqliteConnectionSetup.Instance),
            DatabaseKind.PostgreSql => builder.UseNpgsql(ConnectionString),
            _ => throw new ArgumentOutOfRangeException(nameof(Kind), Kind, "unknown database kind"),
        };
        return builder.Options;
    }

    /// <summary>
    /// A pooled factory: contexts are reset and reused, so neither access path pays for building one per call.
    /// The pool of database connections is the provider's (Npgsql's Max Pool Size in the connection string).
    /// </summary>
    public IDbContextFactory<OrdersContext> ContextFactory(int poolSize = 1024) =>
        new PooledDbContextFactory<OrdersContext>(ContextOptions(), poolSize);
}
