using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;
using Npgsql;

namespace AsyncLab.Tests.Data.Postgres;

// One test class per outcome, so xunit starts the servers in parallel (initdb dominates each test).
[Integration]
public class PostgresServerSuccessTests
{
    [PostgresInstalledFact]
    public async Task StartAsync_StopThenDispose_ClientsGetErrorsThenFolderRemoved()
    {
        var server = await PostgresServer.StartAsync();
        Assert.Equal(1, await SelectOneAsync(server.ConnectionString));

        await server.StopAsync();

        Assert.True(Directory.Exists(server.Folder));
        await Assert.ThrowsAnyAsync<NpgsqlException>(() => SelectOneAsync(server.ConnectionString + ";Timeout=3"));

        await server.DisposeAsync();

        Assert.False(Directory.Exists(server.Folder));
        Assert.False(LoopbackPort.AcceptsConnections(server.Port));
        Assert.False(server.IsRunning);
    }

    private static async Task<int> SelectOneAsync(string connectionString)
    {
        await using var connection = new NpgsqlConnection(connectionString);
        await connection.OpenAsync();
        await using var command = new NpgsqlCommand("SELECT 1", connection);
        return (int)(await command.ExecuteScalarAsync())!;
    }
}
