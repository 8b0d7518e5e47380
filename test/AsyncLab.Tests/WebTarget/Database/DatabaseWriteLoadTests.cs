using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.WebTarget.Database;

/// <summary>
/// The write endpoints under concurrent HTTP load from the lab's driver: every 2xx is one row, and a row beyond the 2xx
/// comes only from a request the database failed.
/// </summary>
[Integration]
public sealed class DatabaseWriteLoadTests(SeededSqlite sqlite) : IClassFixture<SeededSqlite>
{
    [Theory]
    [InlineData(DatabaseEndpoints.WriteSync)]
    [InlineData(DatabaseEndpoints.WriteAsync)]
    public async Task LoadDriver_ConcurrentWrites_Every2xxIsARow(string endpoint)
    {
        await using var server = await WebTargetServer.StartAsync(
            WebTargetOptions.Loopback() with { Groups = [new DatabaseEndpoints(sqlite.Database.Target)] }, CancellationToken.None);
        var rowsBefore = await sqlite.Database.Store.CountOrdersAsync();
        // Ended by the request budget, not the clock: 300 writes from 16 concurrent users.
        var plan = LoadPlan.Constant(new Uri(server.Address, endpoint + "?customer=load-test&amount=42"), 16, TimeSpan.FromMinutes(2))
            with { MaxRequests = 300 };

        var report = await LoadDriver.RunAsync(plan, CancellationToken.None);
        var rowsAfter = await sqlite.Database.Store.CountOrdersAsync();

        var counters = server.Group<DatabaseEndpoints>().Counters!;
        var seen = $"{report.Succeeded} 2xx, {report.Errors} errors, {report.Timeouts} timeouts; {rowsAfter - rowsBefore} rows, " +
            $"{counters.RowsWritten} counted written, {counters.Failures} database failures";
        Assert.True(report.Requests == 300, seen);
        Assert.True(report.Succeeded == counters.RowsWritten, seen);
        // Sixteen writers on one SQLite file can meet a busy database on a loaded machine: such a request is answered 503
        // and counted a database failure, never a 2xx. Whether its row was kept is the database's to say, so a row beyond
        // the 2xx is allowed only where a failure was counted; every 2xx must be a row, and every error such a failure.
        Assert.True(report.Errors == counters.Failures && report.Timeouts == 0, seen);
        Assert.InRange(rowsAfter - rowsBefore, report.Succeeded, report.Succeeded + counters.Failures);
    }
}
