using AsyncLab.Data.Orders;
using AsyncLab.Data.Databases;
using Microsoft.Data.Sqlite;

namespace AsyncLab.Data.Seeding;

/// <summary>One transaction, one prepared statement: SQLite inserts about a million rows a second this way.</summary>
internal static class SqliteBulkInsert
{
    public static async Task InsertAsync(string connectionString, IEnumerable<Order> orders, CancellationToken cancellationToken)
    {
        await using var connection = new SqliteConnection(connectionString);
        await connection.OpenAsync(cancellationToken);
        SqliteConnectionSetup.Apply(connection);
        await using var transaction = (SqliteTransaction)await connection.BeginTransactionAsync(cancellationToken);
        await using var command = connection.CreateCommand();
        command.Transaction = transaction;
        command.CommandText =
            $"INSERT INTO {OrderTable.Name} " +
            $"({OrderTable.Customer}, {OrderTable.PlacedAt}, {OrderTable.AmountCents}, {OrderTable.Status}) " +
            "VALUES ($customer, $placedAt, $amount, $status)";
        var customer = command.Parameters.Add("$customer", SqliteType.Text);
        // Text in the format EF Core's SQLite provider writes and compares ("yyyy-MM-dd HH:mm:ss.FFFFFFF").
        var placedAt = command.Parameters.Add("$placedAt", SqliteType.Text);
        var amount = command.Parameters.Add("$amount", SqliteType.Integer);
        var status = command.Parameters.Add("$status", SqliteType.Integer);
        command.Prepare();

        var written = 0;
        foreach (var order in orders)
        {
            if (++written % 10_000 == 0)
            {
                cancellationToken.ThrowIfCancellationRequested();
            }

            customer.Value = order.Customer;
            placedAt.Value = order.PlacedAt;
            amount.Value = order.AmountCents;
            status.Value = (int)order.Status;
            command.ExecuteNonQuery();
        }

        await transaction.CommitAsync(cancellationToken);
    }
}
