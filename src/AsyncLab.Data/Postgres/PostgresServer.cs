using AsyncLab.Data.Databases;
using System.Security.Cryptography;
using Npgsql;

namespace AsyncLab.Data.Postgres;

/// <summary>
/// A throw-away PostgreSQL server: initdb into a temporary folder, pg_ctl start on a free port of 127.0.0.1
/// (its unix socket inside the folder), one database created. Disposing stops it (pg_ctl stop -m fast, then
/// a kill) and deletes the folder, whatever happened before; a failed or cancelled start cleans up the same way.
/// As root the tools run as the 'postgres' user, because initdb refuses root.
/// Only the lab gets in: the superuser has a random password made for this server (scram-sha-256 on TCP and the
/// socket alike, no trust), and the folder is the owner's alone (0700). The folder records the lab that owns it
/// (<see cref="LabOwner"/>), and a guard process removes server and folder if the lab dies without doing so.
/// </summary>
public sealed partial class PostgresServer : IAsyncDisposable
{
    /// <summary>How every server folder's name begins; the start of a run looks for folders of labs that are gone.</summary>
    public const string FolderPrefix = "asynclab-pg-";

    private const string SuperUser = "postgres";
    private static readonly TimeSpan ToolTimeout = TimeSpan.FromSeconds(60);

    private readonly PostgresBinaries binaries;
    private readonly string? runAsUser;
    private readonly PostgresServerOptions options;
    private readonly string password = RandomNumberGenerator.GetHexString(40, lowercase: true);
    private readonly Lock gate = new();
    private bool started;
    private Task? stopping;
    private Task? disposal;
    private ServerGuard? guard;
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

    /// <summary>Connection string to the lab's database, over loopback TCP. It holds the server's password: never write it out.</summary>
    public string ConnectionString => ConnectionStringFor(options.DatabaseName);

    /// <summary>The major version initdb wrote (PG_VERSION), e.g. "15", for the report.</summary>
    public string Version => version ?? "";

    /// <summary>"PostgreSQL 15", or just "PostgreSQL" before initdb has run.</summary>
    public string DisplayName => version is null ? "PostgreSQL" : $"PostgreSQL {version}";

    public bool IsRunning => started && Volatile.Read(ref stopping) is null;

    private string DataDirectory => Path.Combine(Folder, "data");

    private string SocketDirectory => Path.Combine(Folder, "socket");

    private string LogFile => Path.Combine(Folder, "server.log");

    private string ConnectionStringFor(string database) => new NpgsqlConnectionStringBuilder
    {
        Host = "127.0.0.1",
        Port = Port,
        Username = SuperUser,
        Password = password,
        Database = database,
    }.ToString();

    private void Report(PostgresStartupStep step) => options.StageReached?.Invoke(new PostgresStartupStage(step, Folder, Port));
}
