using AsyncLab.Data.Databases;

namespace AsyncLab.Tests.Fixtures;

/// <summary>Starts (or uses) PostgreSQL only when it is available, so skipped tests cost nothing.</summary>
public sealed class SeededPostgres : SeededDatabase
{
    protected override async Task<OrderDatabase?> CreateAsync() =>
        PostgresAvailableFactAttribute.IsAvailable ? await OrderDatabase.CreatePostgresAsync(Plan) : null;
}
