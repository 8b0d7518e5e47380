using System.Net;
using AsyncLab.Cli;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.Load;

/// <summary>The child server is told its database by environment, which only the lab's user can read, not by command line.</summary>
[Integration]
public sealed class TargetServerProcessDatabaseTests(SeededSqlite sqlite) : IClassFixture<SeededSqlite>
{
    [Fact]
    public async Task StartAsync_WithDatabase_ConnectionStringInItsEnvironmentNotOnItsCommandLine()
    {
        var target = sqlite.Database.Target;

        await using var server = await TargetServerProcess.StartAsync(null, null, [DatabaseRoom.Launch(target)], CancellationToken.None);
        using var client = new HttpClient();
        using var read = await client.GetAsync(new Uri(server.Address, "/db/read-async?customer=customer-0001&days=30"));

        Assert.Equal(HttpStatusCode.OK, read.StatusCode);
        Assert.DoesNotContain(target.ConnectionString, ProcessTable.CommandLine(server.ProcessId), StringComparison.Ordinal);
        Assert.Contains($"{DatabaseRoom.ConnectionStringVariable}={target.ConnectionString}\0",
            ProcessTable.Environment(server.ProcessId), StringComparison.Ordinal);
    }
}
