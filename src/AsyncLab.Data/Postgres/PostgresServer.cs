using AsyncLab.Data.Databases;
using Npgsql;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// A throw-away PostgreSQL server: initdb into a temporary folder, pg_ctl start on a free port of 127.0.0.1
/// (its unix socket inside the folder), one database created. Disposing stops it (pg_ctl stop -m fast, then
/// a kill) and deletes the folder, whatever happened before; a failed or cancelled start cleans up the same way.
/// As root the tools run as the 'postgres' user, because initdb refuses root.
/// </summary>
public sealed partial class PostgresServer : IAsyncDisposable
{
    private const string SuperUser = "postgres";
    private static readonly TimeSpan ToolTimeout = TimeSpan.FromSeconds(60);

    private readonly PostgresBinaries binaries;
    private readonly string? runAsUser;
    private readonly PostgresServerOptions options;
    private bool started;
    private int stopped;
    private int? postmasterPid;
    private string? version;

    private PostgresServer(PostgresBinaries binaries, string? runAsUser, string folder, PostgresServerOptions options)
    {
        this.binaries = binaries;
        this.runAsUser = runAsUser;
        this.options = options;
        Folder = folder;
    }

    /// <summary>The temporary folder: data directory, socket directory and server log.</summary>
    public string Folder { get; }

    public int Port { get; private set; }

    /// <summary>Connection string to the lab's database, over loopback TCP.</summary>
    public string ConnectionString => ConnectionStringFor(options.DatabaseName);

    /// <summary>The major version initdb wrote (PG_VERSION), e.g. "15", for the report.</summary>
    public string Version => version ?? "";

    /// <summary>"PostgreSQL 15", or just "PostgreSQL" before initdb has run.</summary>
    public string DisplayName => version is null ? "PostgreSQL" : $"PostgreSQL {version}";

    public bool IsRunning => started && Volatile.Read(ref stopped) == 0;

    private string DataDirectory => Path.Combine(Folder, "data");

    private string SocketDirectory => Path.Combine(Folder, "socket");

    private string LogFile => Path.Combine(Folder, "server.log");

    private string ConnectionStringFor(string database) => new NpgsqlConnectionStringBuilder
    {
        Host = "127.0.0.1",
        Port = Port,
        Username = SuperUser,
        Database = database,
    }.ToString();

    private void Report(PostgresStartupStep step) => options.StageReached?.Invoke(new PostgresStartupStage(step, Folder, Port));
}
