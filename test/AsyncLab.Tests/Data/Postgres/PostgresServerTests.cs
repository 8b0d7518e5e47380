using System.Net;
using System.Net.Sockets;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;
using Npgsql;

namespace AsyncLab.Tests.Data.Postgres;

public class PostgresServerTests
{
    [PostgresInstalledFact]
    public async Task StartAsync_ThenDispose_ServerStoppedAndFolderRemoved()
    {
        var server = await PostgresServer.StartAsync();
        await using (var connection = new NpgsqlConnection(server.ConnectionString))
        {
            await connection.OpenAsync();
            await using var command = new NpgsqlCommand("SELECT 1", connection);
            Assert.Equal(1, await command.ExecuteScalarAsync());
        }

        await server.DisposeAsync();

        Assert.False(Directory.Exists(server.Folder));
        Assert.False(AcceptsConnections(server.Port));
        Assert.False(server.IsRunning);
    }

    [PostgresInstalledFact]
    public async Task StartAsync_ServerRefusesItsSettings_ThrowsUnavailableAndLeavesNothing()
    {
        PostgresStartupStage? last = null;
        var options = new PostgresServerOptions { Settings = ["no_such_setting=1"], StageReached = stage => last = stage };

        var failure = await Assert.ThrowsAsync<DatabaseUnavailableException>(() => PostgresServer.StartAsync(options));

        Assert.Contains("no_such_setting", failure.Message);
        Assert.NotNull(last);
        Assert.False(Directory.Exists(last.Folder));
        Assert.False(AcceptsConnections(last.Port));
    }

    [PostgresInstalledFact]
    public async Task StartAsync_CancelledWhileServerStarts_ThrowsAndLeavesNothing()
    {
        using var cancellation = new CancellationTokenSource();
        PostgresStartupStage? cancelledAt = null;
        var options = new PostgresServerOptions
        {
            StageReached = stage =>
            {
                if (stage.Step == PostgresStartupStep.ServerStarting)
                {
                    cancelledAt = stage;
                    cancellation.Cancel();
                }
            },
        };

        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => PostgresServer.StartAsync(options, cancellation.Token));

        Assert.NotNull(cancelledAt);
        Assert.False(Directory.Exists(cancelledAt.Folder));
        Assert.False(AcceptsConnections(cancelledAt.Port));
    }

    [PostgresInstalledFact]
    public async Task StopAsync_RunningServer_ClientsGetErrorsNotHangs()
    {
        await using var server = await PostgresServer.StartAsync();

        await server.StopAsync();

        Assert.True(Directory.Exists(server.Folder));
        await Assert.ThrowsAnyAsync<NpgsqlException>(async () =>
        {
            await using var connection = new NpgsqlConnection(server.ConnectionString + ";Timeout=3");
            await connection.OpenAsync();
        });
    }

    private static bool AcceptsConnections(int port)
    {
        using var client = new TcpClient();
        try
        {
            client.Connect(IPAddress.Loopback, port);
            return true;
        }
        catch (SocketException)
        {
            return false;
        }
    }
}
