using Microsoft.Data.Sqlite;

namespace AsyncLab.Data.Databases;

/// <summary>A SQLite database file the lab creates in the temp folder and deletes (with its WAL files) on dispose.</summary>
public sealed class SqliteDatabaseFile : IDisposable
{
    private SqliteDatabaseFile(string path)
    {
        Path = path;
        ConnectionString = new SqliteConnectionStringBuilder
        {
            DataSource = path,
            Mode = SqliteOpenMode.ReadWriteCreate,
            Pooling = true,
            // Also how long a writer retries while another holds the write lock (SQLITE_BUSY).
            DefaultTimeout = 30,
        }.ToString();
    }

    public string Path { get; }

    public string ConnectionString { get; }

    public DatabaseTarget Target => new(DatabaseKind.Sqlite, ConnectionString);

    public static SqliteDatabaseFile Create(string? directory = null)
    {
        var folder = directory ?? System.IO.Path.GetTempPath();
        var file = new SqliteDatabaseFile(System.IO.Path.Combine(folder, $"asynclab-orders-{Guid.NewGuid():N}.db"));
        using var connection = new SqliteConnection(file.ConnectionString);
        connection.Open();
        using var command = connection.CreateCommand();
        // WAL (stored in the file) lets readers run while one writer commits.
        command.CommandText = "PRAGMA journal_mode=WAL;";
        command.ExecuteNonQuery();
        return file;
    }

    public void Dispose()
    {
        // Pooled connections keep the file open; release them before deleting.
        using (var connection = new SqliteConnection(ConnectionString))
        {
            SqliteConnection.ClearPool(connection);
        }

        foreach (var suffix in new[] { "", "-wal", "-shm", "-journal" })
        {
            File.Delete(Path + suffix);
        }
    }
}
