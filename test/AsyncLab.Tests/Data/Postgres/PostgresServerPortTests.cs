using System.Net;
using System.Net.Sockets;
using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Data.Postgres;

[Integration]
public sealed class PostgresServerPortTests
{
    [PostgresInstalledFact]
    public async Task StartAsync_PortTakenBeforeTheServerBindsIt_StartsOnAnother()
    {
        using var squatter = new TcpListener(IPAddress.Loopback, 0);
        squatter.Start();
        var taken = ((IPEndPoint)squatter.LocalEndpoint).Port;
        var picks = 0;
        var options = new PostgresServerOptions { PickPort = () => picks++ == 0 ? taken : new PostgresServerOptions().PickPort() };

        await using var server = await PostgresServer.StartAsync(options);

        Assert.Equal(2, picks);
        Assert.NotEqual(taken, server.Port);
        Assert.True(server.IsRunning);
        Assert.True(LoopbackPort.AcceptsConnections(server.Port));
    }
}
