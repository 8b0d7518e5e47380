using AsyncLab.Data.Databases;
using AsyncLab.Data.Seeding;
using AsyncLab.Tests.Fixtures;
using Npgsql;

namespace AsyncLab.Tests.Data.Databases;

/// <summary>A server given by ASYNCLAB_POSTGRES that refuses the lab: the reason is reported, the connection string is not.</summary>
[Integration]
public sealed class OrderDatabaseGivenServerTests(RunningPostgres postgres) : IClassFixture<RunningPostgres>
{
    [PostgresInstalledFact]
    public async Task CreatePostgresAsync_GivenServerRefusesPassword_ReasonWithoutTheConnectionString()
    {
        var given = new NpgsqlConnectionStringBuilder(postgres.Server.ConnectionString) { Password = "wrong-Hunter2-given", Timeout = 5 }
            .ToString();

        var failure = await Assert.ThrowsAsync<DatabaseUnavailableException>(
            () => OrderDatabase.CreatePostgresAsync(new SeedPlan(10, 1), new PostgresOptions { ConnectionString = given }));

        Assert.Contains("password authentication failed", failure.Message, StringComparison.Ordinal);
        Assert.DoesNotContain("wrong-Hunter2-given", failure.ToString(), StringComparison.Ordinal);
        Assert.Null(failure.InnerException);
    }
}
