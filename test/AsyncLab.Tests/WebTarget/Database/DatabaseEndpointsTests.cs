using System.Net;
using System.Net.Http.Json;
using AsyncLab.Tests.Fixtures;
using AsyncLab.WebTarget;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.WebTarget.Database;

/// <summary>The /db endpoints of the real Kestrel server, in-process, over a seeded SQLite file.</summary>
[Integration]
public sealed class DatabaseEndpointsTests(SeededSqlite sqlite) : IClassFixture<SeededSqlite>, IAsyncLifetime
{
    private WebTargetServer server = null!;
    private HttpClient client = null!;

    public async Task InitializeAsync()
    {
        server = await WebTargetServer.StartAsync(
            WebTargetOptions.Loopback() with { Groups = [new DatabaseEndpoints(sqlite.Database.Target)] }, CancellationToken.None);
        client = new HttpClient { BaseAddress = server.Address };
    }

    public async Task DisposeAsync()
    {
        client.Dispose();
        await server.DisposeAsync();
    }

    [Theory]
    [InlineData("/db/read-sync")]
    [InlineData("/db/read-async?customer=")]
    [InlineData("/db/read-sync?customer=customer-0001&top=0")]
    [InlineData("/db/read-async?customer=customer-0001&top=abc")]
    [InlineData("/db/read-sync?customer=customer-0001&days=0")]
    [InlineData("/db/read-async?customer=customer-0001&from=yesterday")]
    [InlineData("/db/read-sync?customer=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")]
    [InlineData("/db/write-sync")]
    [InlineData("/db/write-async?customer=x&amount=-3")]
    [InlineData("/db/write-sync?customer=x&amount=1e9")]
    public async Task Get_BadQuery_400WithOneLineReason(string path)
    {
        var rowsBefore = await sqlite.Database.Store.CountOrdersAsync();

        using var response = await client.GetAsync(path);
        var body = await response.Content.ReadAsStringAsync();

        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
        Assert.Single(body.TrimEnd('\n').Split('\n'));
        Assert.Equal(rowsBefore, await sqlite.Database.Store.CountOrdersAsync());
    }

    [Fact]
    public async Task Get_ReadBothPaths_SameAnswer()
    {
        const string query = "?customer=customer-0001&from=2024-03-01&days=90&top=7";

        var sync = await client.GetStringAsync(DatabaseEndpoints.ReadSync + query);
        var async = await client.GetStringAsync(DatabaseEndpoints.ReadAsync + query);

        Assert.Equal("7 orders\n", sync);
        Assert.Equal(sync, async);
    }

    [Fact]
    public async Task GetStats_AfterSqliteAsyncReads_AllCompletedSynchronously()
    {
        var before = await client.GetFromJsonAsync<DatabaseStats>("/db/stats");
        for (var i = 0; i < 5; i++)
        {
            await client.GetStringAsync(DatabaseEndpoints.ReadAsync + "?customer=customer-0002");
        }

        var after = await client.GetFromJsonAsync<DatabaseStats>("/db/stats");

        Assert.Equal(5, after!.AsyncReads - before!.AsyncReads);
        Assert.Equal(5, after.AsyncReadsCompletedSynchronously - before.AsyncReadsCompletedSynchronously);
        Assert.Equal("Sqlite", after.Database);
    }
}
