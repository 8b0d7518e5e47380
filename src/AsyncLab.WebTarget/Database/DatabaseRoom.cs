using System.CommandLine;
using AsyncLab.Data.Databases;

namespace AsyncLab.WebTarget.Database;

/// <summary>
/// The database experiment's room on the target server: <c>--database sqlite|postgres</c> with a connection string
/// turns on the /db endpoints over an already seeded orders table (the server does not seed; the lab or the user does).
/// </summary>
public sealed class DatabaseRoom : ITargetRoom
{
    /// <summary>
    /// Where <c>--database</c> finds its connection string when <c>--connection-string</c> is not given. The lab passes
    /// it this way: a command line is readable by every user on the machine, a process's environment only by its owner.
    /// </summary>
    public const string ConnectionStringVariable = "ASYNCLAB_SERVE_CONNECTION_STRING";

    private const string DatabaseName = "--database";
    private const string ConnectionStringName = "--connection-string";

    private readonly Option<string?> database = new(DatabaseName)
    {
        Description = "sqlite or postgres: serve /db/read-sync, /db/read-async, /db/write-sync, /db/write-async " +
            "over a seeded orders table.",
    };

    private readonly Option<string?> connectionString = new(ConnectionStringName)
    {
        Description = $"How to reach the {DatabaseName} (a SQLite file or a PostgreSQL server); default: ${ConnectionStringVariable}, " +
            $"which keeps a password off the process list.",
    };

    public IReadOnlyList<Option> Options => [database, connectionString];

    public IEndpointGroup Open(ParseResult parse, Func<string, string?> environment)
    {
        var kind = parse.GetValue(database);
        // Only with --database: a variable left in the environment must not turn the /db endpoints on by itself.
        var connection = parse.GetValue(connectionString) ?? (kind is null ? null : environment(ConnectionStringVariable));
        return new DatabaseEndpoints(Parse(kind, connection));
    }

    /// <summary>The options and variable that start a serve child over <paramref name="target"/>.</summary>
    public static RoomLaunch Launch(DatabaseTarget target) =>
        new(
            [DatabaseName, Name(target.Kind)],
            new Dictionary<string, string>(StringComparer.Ordinal) { [ConnectionStringVariable] = target.ConnectionString });

    /// <summary>Both values or neither; null for neither.</summary>
    public static DatabaseTarget? Parse(string? kind, string? connectionString)
    {
        if (kind is null && connectionString is null)
        {
            return null;
        }

        if (string.IsNullOrWhiteSpace(connectionString))
        {
            throw new ServeUsageException(
                $"{DatabaseName} needs {ConnectionStringName} or ${ConnectionStringVariable} " +
                $"(a SQLite file 'Data Source=...' or a PostgreSQL 'Host=...;Database=...')");
        }

        return kind?.ToLowerInvariant() switch
        {
            "sqlite" => new DatabaseTarget(DatabaseKind.Sqlite, connectionString),
            "postgres" or "postgresql" => new DatabaseTarget(DatabaseKind.PostgreSql, connectionString),
            null => throw new ServeUsageException($"{ConnectionStringName} needs {DatabaseName} sqlite|postgres"),
            _ => throw new ServeUsageException($"{DatabaseName} '{kind}' is not sqlite or postgres"),
        };
    }

    public static string Name(DatabaseKind kind) => kind == DatabaseKind.Sqlite ? "sqlite" : "postgres";
}
