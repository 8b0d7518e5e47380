using System.Net;
using System.Net.Sockets;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Seeding;

namespace AsyncLab.Tests.Data.Databases;

public class OrderDatabaseTests
{
    [Fact]
    public async Task CreatePostgresAsync_GivenServerUnreachable_ThrowsUnavailableWithReason()
    {
        var options = new PostgresOptions { ConnectionString = $"Host=127.0.0.1;Port={UnusedPort()};Username=lab;Timeout=3" };

        var failure = await Assert.ThrowsAsync<DatabaseUnavailableException>(
            () => OrderDatabase.CreatePostgresAsync(new SeedPlan(10, 1), options));

        Assert.Contains(PostgresOptions.ConnectionStringVariable, failure.Message);
        Assert.DoesNotContain('\n', failure.Message);
    }

    private static int UnusedPort()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        return ((IPEndPoint)listener.LocalEndpoint).Port;
    }
}
