using AsyncLab.Data.Databases;
using Npgsql;

namespace AsyncLab.Data.Postgres;

public sealed partial class PostgresServer
{
    /// <summary>
    /// Starts a server. Throws <see cref="DatabaseUnavailableException"/> with a one-line reason when PostgreSQL
    /// cannot be had, <see cref="OperationCanceledException"/> when cancelled; either way nothing is left behind.
    /// </summary>
    public static async Task<PostgresServer> StartAsync(
        PostgresServerOptions? options = null, CancellationToken cancellationToken = default)
    {
        options ??= new PostgresServerOptions();
        var binaries = PostgresBinaries.Locate() ?? throw new DatabaseUnavailableException(PostgresBinaries.MissingReason);
        var runAsUser = await ServiceUser.ResolveAsync(cancellationToken);
        var folder = OwnerOnly.CreateFolder(options.TempRoot, FolderPrefix);

        var server = new PostgresServer(binaries, runAsUser, folder, options);
        AppDomain.CurrentDomain.ProcessExit += server.StopOnProcessExit;
        try
        {
            // First the owner, then the guard, then anything worth guarding: a sweep skips a folder with no owner yet.
            LabOwner.Current.WriteTo(folder);
            server.guard = ServerGuard.Start(folder);
            await server.StartCoreAsync(cancellationToken);
            return server;
        }
        catch (Exception failure)
        {
            await server.DisposeAsync();
            if (failure is OperationCanceledException or DatabaseUnavailableException)
            {
                throw;
            }

            throw new DatabaseUnavailableException($"{server.DisplayName} could not be started: {failure.Message}", failure);
        }
    }

    private async Task StartCoreAsync(CancellationToken cancellationToken)
    {
        Directory.CreateDirectory(SocketDirectory);
        Report(PostgresStartupStep.FolderCreated);

        // The password reaches initdb in a file (0600, in the 0700 folder, deleted at once), never on a command line,
        // which every user can read in /proc. --no-sync: the cluster is thrown away, so initdb need not wait for the disk.
        var passwordFile = Path.Combine(Folder, "superuser-password");
        OwnerOnly.WriteFile(passwordFile, password);
        try
        {
            if (runAsUser is not null)
            {
                await RequireAsync(
                    "chown",
                    ["-R", runAsUser, Folder],
                    asUser: null,
                    "could not hand the temp folder to the postgres user",
                    cancellationToken);
            }

            await RequireAsync(
                binaries.InitDb,
                [
                    "-D", DataDirectory, "-U", SuperUser, "--pwfile=" + passwordFile,
                    "--auth-host=scram-sha-256", "--auth-local=scram-sha-256", "-E", "UTF8", "--no-sync",
                ],
                runAsUser, "initdb failed", cancellationToken);
        }
        finally
        {
            File.Delete(passwordFile);
        }

        version = File.ReadAllText(Path.Combine(DataDirectory, "PG_VERSION")).Trim();
        Report(PostgresStartupStep.ClusterInitialised);

        await StartOnFreePortAsync(cancellationToken);
        postmasterPid = Postmaster.ReadPid(DataDirectory);
        Report(PostgresStartupStep.ServerReady);

        await using (var connection = new NpgsqlConnection(ConnectionStringFor("postgres") + ";Pooling=false"))
        {
            await connection.OpenAsync(cancellationToken);
            await using var create = new NpgsqlCommand($"CREATE DATABASE \"{options.DatabaseName}\"", connection);
            await create.ExecuteNonQueryAsync(cancellationToken);
        }

        Report(PostgresStartupStep.DatabaseCreated);
    }

    // The port is free when picked, but any process (a client's outgoing connection included) may take it before the
    // postmaster binds it; the server then exits at once, and another port is tried.
    private async Task StartOnFreePortAsync(CancellationToken cancellationToken)
    {
        started = true;
        for (var attempt = 1; ; attempt++)
        {
            Port = options.PickPort();
            await RequireAsync(binaries.PgCtl, ["-D", DataDirectory, "-l", LogFile, "--no-wait", "-o", ServerArguments(), "start"],
                runAsUser, "pg_ctl start failed", cancellationToken);
            Report(PostgresStartupStep.ServerStarting);
            try
            {
                await WaitUntilReadyAsync(cancellationToken);
                return;
            }
            catch (DatabaseUnavailableException)
                when (attempt < 3 && ServerDied() && ReadLog().Contains("could not bind", StringComparison.Ordinal))
            {
                // A fresh log: the next attempt must not read this one's FATAL as its own.
                File.Delete(LogFile);
            }
        }
    }

    // fsync off: the data is seeded per run and thrown away; disk flushes would only add noise to the write figures.
    private string ServerArguments()
    {
        var settings = new List<string>
        {
            "listen_addresses=127.0.0.1",
            "unix_socket_permissions=0700",
            $"max_connections={options.MaxConnections}",
            "fsync=off",
        };
        settings.AddRange(options.Settings);
        return $"-p {Port} -k '{SocketDirectory}' " + string.Join(' ', settings.Select(s => $"-c {s}"));
    }

    private async Task WaitUntilReadyAsync(CancellationToken cancellationToken)
    {
        var deadline = DateTime.UtcNow + options.ReadyTimeout;
        var probe = ConnectionStringFor("postgres") + ";Pooling=false;Timeout=2";
        while (true)
        {
            cancellationToken.ThrowIfCancellationRequested();
            try
            {
                await using var connection = new NpgsqlConnection(probe);
                await connection.OpenAsync(cancellationToken);
                return;
            }
            catch (NpgsqlException) when (DateTime.UtcNow < deadline && !ServerDied())
            {
                await Task.Delay(TimeSpan.FromMilliseconds(50), cancellationToken);
            }
            catch (NpgsqlException) when (ServerDied())
            {
                throw new DatabaseUnavailableException($"{DisplayName} exited while starting: {LastLogLine()}");
            }
            catch (NpgsqlException)
            {
                throw new DatabaseUnavailableException(
                    $"{DisplayName} did not accept connections within {options.ReadyTimeout.TotalSeconds:0} s: {LastLogLine()}");
            }
        }
    }

    private async Task RequireAsync(
        string tool, IReadOnlyList<string> arguments, string? asUser, string failure, CancellationToken cancellationToken)
    {
        var result = await ToolProcess.RunAsync(tool, arguments, asUser, ToolTimeout, cancellationToken);
        if (!result.Succeeded)
        {
            throw new DatabaseUnavailableException($"{failure}: {result.LastLine}");
        }
    }
}
