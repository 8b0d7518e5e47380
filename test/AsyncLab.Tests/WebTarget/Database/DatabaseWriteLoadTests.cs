using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.WebTarget.Database;

/// <summary>The write endpoints under concurrent HTTP load from the lab's driver: every 2xx is one row, and nothing else is.</summary>
[Integration]
public sealed class DatabaseWriteLoadTests(SeededSqlite sqlite) : IClassFixture<SeededSqlite>
{
    [Theory]
    [InlineData(DatabaseEndpoints.WriteSync)]
    [InlineData(DatabaseEndpoints.WriteAsync)]
    public async Task LoadDriver_ConcurrentWrites_RowsWrittenEqual2xx(string endpoint)
    {
        await using var server = await WebTargetServer.StartAsync(
            WebTargetOptions.Loopback() with { Groups = [new DatabaseEndpoints(sqlite.Database.Target)] }, CancellationToken.None);
        var rowsBefore = await sqlite.Database.Store.CountOrdersAsync();
        // Ended by the request budget, not the clock: 300 writes from 16 concurrent users.
        var plan = LoadPlan.Constant(new Uri(server.Address, endpoint + "?customer=load-test&amount=42"), 16, TimeSpan.FromMinutes(2))
            with { MaxRequests = 300 };

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None);
        var rowsAfter = await sqlite.Database.Store.CountOrdersAsync();

        Assert.Equal(300, report.Requests);
        Assert.Equal(report.Succeeded, rowsAfter - rowsBefore);
        Assert.Equal(report.Succeeded, server.Group<DatabaseEndpoints>().Counters!.RowsWritten);
        Assert.Equal(300, report.Succeeded);
    }
}
