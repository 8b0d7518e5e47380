using System.Net;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.WebTarget.Database;

/// <summary>PostgreSQL stopped under load: the server answers 503s that the driver counts, and ends when the budget is spent.</summary>
[Integration]
public sealed class DatabaseOutageTests
{
    [PostgresInstalledFact]
    public async Task StopAsync_DuringLoad_CountedErrorsAndServerStillAnswers()
    {
        await using var database = await OrderDatabase.CreatePostgresAsync(SeededDatabase.Plan);
        if (database.Server is null)
        {
            return; // a server given by ASYNCLAB_POSTGRES is not the lab's to stop
        }

        await using var server = await WebTargetServer.StartAsync(
            WebTargetOptions.Loopback() with { Groups = [new DatabaseEndpoints(database.Target)] }, CancellationToken.None);
        var target = new Uri(server.Address, DatabaseEndpoints.ReadAsync + "?customer=customer-0001");
        var plan = LoadPlan.Constant(target, 8, TimeSpan.FromMinutes(2))
            with { MaxRequests = 2_000, RequestTimeout = TimeSpan.FromSeconds(20) };

        var load = LoadDriver.RunAsync(plan, CancellationToken.None);
        await AnsweredAsync(server, 20);
        await database.Server!.StopAsync();
        var report = await load.WaitAsync(TimeSpan.FromMinutes(1));
        var afterward = await LoadDriver.RunAsync(
            plan with { Target = new Uri(server.Address, DatabaseEndpoints.ReadSync + "?customer=customer-0001"), MaxRequests = 20 },
            CancellationToken.None);
        using var client = new HttpClient { BaseAddress = server.Address };
        using var health = await client.GetAsync("/health");

        Assert.Equal(2_000, report.Requests);
        Assert.True(report.Succeeded > 0);
        Assert.True(report.Errors > 0);
        Assert.Equal(20, afterward.Errors);
        Assert.Equal(report.Errors + afterward.Errors, server.Group<DatabaseEndpoints>().Counters!.Failures);
        Assert.Equal(HttpStatusCode.OK, health.StatusCode);
    }

    // Polls the server's own counter: the database is taken away only once it has served some reads.
    private static async Task AnsweredAsync(WebTargetServer server, long requests)
    {
        using var limit = new CancellationTokenSource(TimeSpan.FromMinutes(1));
        while (server.Counters.Requests < requests)
        {
            await Task.Delay(10, limit.Token);
        }
    }
}
