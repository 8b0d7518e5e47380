using AsyncLab.Data.Orders;
using Npgsql;
using NpgsqlTypes;

namespace AsyncLab.Data.Seeding;

/// <summary>Binary COPY: the fastest way into PostgreSQL, far ahead of batched INSERTs.</summary>
internal static class PostgresBulkCopy
{
    public static async Task CopyAsync(string connectionString, IEnumerable<Order> orders, CancellationToken cancellationToken)
    {
        await using var connection = new NpgsqlConnection(connectionString);
        await connection.OpenAsync(cancellationToken);
        var copy =
            $"COPY {OrderTable.Name} ({OrderTable.Customer}, {OrderTable.PlacedAt}, {OrderTable.AmountCents}, {OrderTable.Status}) " +
            "FROM STDIN (FORMAT BINARY)";
        await using var writer = await connection.BeginBinaryImportAsync(copy, cancellationToken);
        foreach (var order in orders)
        {
            await writer.StartRowAsync(cancellationToken);
            await writer.WriteAsync(order.Customer, NpgsqlDbType.Text, cancellationToken);
            await writer.WriteAsync(order.PlacedAt, NpgsqlDbType.TimestampTz, cancellationToken);
            await writer.WriteAsync(order.AmountCents, NpgsqlDbType.Bigint, cancellationToken);
            await writer.WriteAsync((int)order.Status, NpgsqlDbType.Integer, cancellationToken);
        }

        await writer.CompleteAsync(cancellationToken);
    }
}
