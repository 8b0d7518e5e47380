using System.Data.Common;
using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore.Diagnostics;

namespace AsyncLab.Data.Databases;

/// <summary>
/// Per-connection SQLite settings, applied on every open (they do not persist in the file):
/// synchronous=NORMAL skips an fsync per commit in WAL mode (the file is thrown away), and busy_timeout makes
/// SQLite itself retry a locked write within milliseconds, where Microsoft.Data.Sqlite's own retry sleeps 150 ms.
/// Both paths pay the same one statement per open.
/// </summary>
internal sealed class SqliteConnectionSetup : DbConnectionInterceptor
{
    private const string Pragmas = "PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=30000;";

    public static SqliteConnectionSetup Instance { get; } = new();

    public static void Apply(SqliteConnection connection)
    {
        using var command = connection.CreateCommand();
        command.CommandText = Pragmas;
        command.ExecuteNonQuery();
    }

    public override void ConnectionOpened(DbConnection connection, ConnectionEndEventData eventData) =>
        Apply((SqliteConnection)connection);

    public override Task ConnectionOpenedAsync(
        DbConnection connection, ConnectionEndEventData eventData, CancellationToken cancellationToken = default)
    {
        // Microsoft.Data.Sqlite has no async I/O, so the async path runs the same synchronous statement.
        Apply((SqliteConnection)connection);
        return Task.CompletedTask;
    }
}
