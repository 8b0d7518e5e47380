using System.CommandLine;
using System.Net;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.WebTarget.Database;
using AsyncLab.WebTarget;

namespace AsyncLab.Cli;

/// <summary>
/// <c>serve [--port N] [--host 127.0.0.1] [--min-threads N] [--max-threads N] [--database sqlite|postgres --connection-string S]</c>:
/// the web-throughput target in the foreground, with the /db endpoints over an already seeded database when one is given.
/// </summary>
public static class ServeVerb
{
    /// <summary>
    /// Where <c>--database</c> finds its connection string when <c>--connection-string</c> is not given. The lab passes
    /// it this way: a command line is readable by every user on the machine, a process's environment only by its owner.
    /// </summary>
    public const string ConnectionStringVariable = "ASYNCLAB_SERVE_CONNECTION_STRING";

    public static Command Create()
    {
        var port = new Option<int>("--port") { Description = "Port to listen on; 0 picks a free one.", DefaultValueFactory = _ => 5080 };
        var host = new Option<string>("--host") { Description = "Address to bind (an IP address).", DefaultValueFactory = _ => "127.0.0.1" };
        var minThreads = new Option<int?>("--min-threads") { Description = "Worker pool minimum (default: the runtime's)." };
        var maxThreads = new Option<int?>("--max-threads") { Description = "Worker pool maximum (default: the runtime's)." };
        var parentPid = new Option<int?>("--parent-pid") { Description = "Stop when this process is gone (used by the lab).", Hidden = true };
        var reportSamples = new Option<bool>("--report-samples") { Description = "Print every pool sample on stdout (used by the lab).", Hidden = true };
        var database = new Option<string?>("--database") { Description = "sqlite or postgres: serve /db/read-sync, /db/read-async, /db/write-sync, /db/write-async over a seeded orders table." };
        var connectionString = new Option<string?>("--connection-string") { Description = $"How to reach the --database (a SQLite file or a PostgreSQL server); default: ${ConnectionStringVariable}, which keeps a password off the process list." };
        var command = new Command("serve", "Run the web-throughput target server in the foreground until Ctrl+C.") { port, host, minThreads, maxThreads, parentPid, reportSamples, database, connectionString };
        command.SetAction((parseResult, cancellationToken) => ExecuteAsync(
            new WebTargetOptions(
                ParseHost(parseResult.GetValue(host)!),
                parseResult.GetValue(port),
                parseResult.GetValue(minThreads),
                parseResult.GetValue(maxThreads),
                parseResult.GetValue(parentPid))
            {
                Database = ParseDatabase(parseResult.GetValue(database), parseResult.GetValue(connectionString) ?? FromEnvironment(parseResult.GetValue(database))),
            },
            parseResult.GetValue(reportSamples),
            cancellationToken));
        return command;
    }

    public static async Task<int> ExecuteAsync(WebTargetOptions options, bool reportSamples, CancellationToken cancellationToken)
    {
        if (options.Problem() is { } problem)
        {
            throw new UsageException(problem);
        }

        WebTargetServer server;
        try
        {
            // Samples go to stdout from the sampler's own thread, so the lab sees them even when the pool is starved.
            server = await WebTargetServer.StartAsync(options, cancellationToken, reportSamples ? s => Console.WriteLine(s.ToLine()) : null).ConfigureAwait(false);
        }
        catch (IOException ex)
        {
            throw new UsageException($"cannot listen on {options.Host}:{options.Port}: {ex.Message}");
        }

        await using (server.ConfigureAwait(false))
        {
            // The lab reads this line to learn the port; keep its shape.
            Console.WriteLine(TargetServerProcess.ListeningPrefix + server.Address.ToString().TrimEnd('/'));
            Console.WriteLine($"worker pool: min {server.Pool.MinWorkers}, max {server.Pool.MaxWorkers}; endpoints: {string.Join(' ', WorkEndpoints.Paths)} (?u=MS), /health /pool /stats /samples{(server.Database is null ? "" : " " + string.Join(' ', DatabaseEndpoints.Paths) + " (?customer=...) /db/stats")}; Ctrl+C stops");
            await server.WaitForShutdownAsync(cancellationToken).ConfigureAwait(false);
        }

        return ExitCodes.Ok;
    }

    /// <summary>Both flags or neither; the server does not seed, the lab (or the user) does that first.</summary>
    public static DatabaseTarget? ParseDatabase(string? kind, string? connectionString)
    {
        if (kind is null && connectionString is null)
        {
            return null;
        }

        if (string.IsNullOrWhiteSpace(connectionString))
        {
            throw new UsageException($"--database needs --connection-string or ${ConnectionStringVariable} (a SQLite file 'Data Source=...' or a PostgreSQL 'Host=...;Database=...')");
        }

        return kind?.ToLowerInvariant() switch
        {
            "sqlite" => new DatabaseTarget(DatabaseKind.Sqlite, connectionString),
            "postgres" or "postgresql" => new DatabaseTarget(DatabaseKind.PostgreSql, connectionString),
            null => throw new UsageException("--connection-string needs --database sqlite|postgres"),
            _ => throw new UsageException($"--database '{kind}' is not sqlite or postgres"),
        };
    }

    // Only with --database: a variable left in the environment must not turn the /db endpoints on by itself.
    private static string? FromEnvironment(string? kind) =>
        kind is null ? null : Environment.GetEnvironmentVariable(ConnectionStringVariable);

    public static string DatabaseName(DatabaseKind kind) => kind == DatabaseKind.Sqlite ? "sqlite" : "postgres";

    private static IPAddress ParseHost(string text) =>
        string.Equals(text, "localhost", StringComparison.OrdinalIgnoreCase) ? IPAddress.Loopback
        : IPAddress.TryParse(text, out var address) ? address
        : throw new UsageException($"--host '{text}' is not an IP address (e.g. 127.0.0.1)");
}
