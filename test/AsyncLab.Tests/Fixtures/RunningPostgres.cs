using AsyncLab.Data.Postgres;

namespace AsyncLab.Tests.Fixtures;

/// <summary>One server the lab starts, shared by a test class; none when PostgreSQL is not installed (the tests skip).</summary>
public sealed class RunningPostgres : IAsyncLifetime
{
    private PostgresServer? server;

    public PostgresServer Server => server ?? throw new InvalidOperationException("PostgreSQL is not installed");

    public async Task InitializeAsync() => server = PostgresBinaries.Locate() is null ? null : await PostgresServer.StartAsync();

    public async Task DisposeAsync()
    {
        if (server is not null)
        {
            await server.DisposeAsync();
        }
    }
}
