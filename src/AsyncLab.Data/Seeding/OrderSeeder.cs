using System.Diagnostics;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using Microsoft.EntityFrameworkCore;

namespace AsyncLab.Data.Seeding;

/// <summary>
/// (Re)creates the orders table from the EF Core model and fills it in bulk: a prepared insert in one
/// transaction on SQLite, binary COPY on PostgreSQL. Only the lab's own table is dropped.
/// </summary>
public static class OrderSeeder
{
    public static async Task<SeedSummary> SeedAsync(DatabaseTarget target, SeedPlan plan, CancellationToken cancellationToken = default)
    {
        plan.Validated();
        var clock = Stopwatch.StartNew();
        SchemaScript schema;
        await using (var context = new OrdersContext(target.ContextOptions()))
        {
            schema = SchemaScript.Split(context.Database.GenerateCreateScript());
            await context.Database.ExecuteSqlRawAsync($"DROP TABLE IF EXISTS {OrderTable.Name}", cancellationToken);
            await context.Database.ExecuteSqlRawAsync(schema.Tables, cancellationToken);
        }

        var orders = OrderGenerator.Generate(plan);
        await (target.Kind switch
        {
            DatabaseKind.Sqlite => SqliteBulkInsert.InsertAsync(target.ConnectionString, orders, cancellationToken),
            DatabaseKind.PostgreSql => PostgresBulkCopy.CopyAsync(target.ConnectionString, orders, cancellationToken),
            _ => throw new ArgumentOutOfRangeException(nameof(target), target.Kind, "unknown database kind"),
        });

        await using (var context = new OrdersContext(target.ContextOptions()))
        {
            // Building the index once after the rows are in is several times faster than maintaining it per row.
            if (schema.Indexes.Length > 0)
            {
                await context.Database.ExecuteSqlRawAsync(schema.Indexes, cancellationToken);
            }

            // Fresh statistics, so the planner uses the customer index from the first query on.
            var analyze = target.Kind == DatabaseKind.Sqlite ? "ANALYZE" : $"ANALYZE {OrderTable.Name}";
            await context.Database.ExecuteSqlRawAsync(analyze, cancellationToken);
            var rows = await context.Orders.LongCountAsync(cancellationToken);
            return new SeedSummary(plan, rows, clock.Elapsed);
        }
    }
}
