using AsyncLab.Data.Databases;
using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Data.Postgres;

[Integration]
public class PostgresServerFailureTests
{
    [PostgresInstalledFact]
    public async Task StartAsync_ServerRefusesItsSettings_ThrowsUnavailableAndLeavesNothing()
    {
        PostgresStartupStage? last = null;
        var options = new PostgresServerOptions { Settings = ["no_such_setting=1"], StageReached = stage => last = stage };

        var failure = await Assert.ThrowsAsync<DatabaseUnavailableException>(() => PostgresServer.StartAsync(options));

        Assert.Contains("no_such_setting", failure.Message);
        Assert.NotNull(last);
        Assert.Equal(PostgresStartupStep.ServerStarting, last.Step);
        Assert.False(Directory.Exists(last.Folder));
        Assert.False(LoopbackPort.AcceptsConnections(last.Port));
    }
}
