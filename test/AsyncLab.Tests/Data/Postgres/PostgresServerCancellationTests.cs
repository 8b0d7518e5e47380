using AsyncLab.Data.Postgres;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Data.Postgres;

[Integration]
public class PostgresServerCancellationTests
{
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
        Assert.False(LoopbackPort.AcceptsConnections(cancelledAt.Port));
    }
}
