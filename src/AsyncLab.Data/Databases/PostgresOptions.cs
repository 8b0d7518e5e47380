using AsyncLab.Data.Postgres;

namespace AsyncLab.Data.Databases;

/// <summary>Where the PostgreSQL half gets its server from.</summary>
public sealed record PostgresOptions
{
    public const string ConnectionStringVariable = "ASYNCLAB_POSTGRES";

    /// <summary>A server to use instead of starting one; when null, the ASYNCLAB_POSTGRES environment variable.</summary>
    public string? ConnectionString { get; init; }

    /// <summary>
    /// Npgsql's connection pool size for a server the lab starts (100 is Npgsql's own default). Callers beyond it
    /// wait for a connection: synchronously on the sync path, asynchronously on the async one.
    /// </summary>
    public int MaxPoolSize { get; init; } = 100;

    public PostgresServerOptions Server { get; init; } = new();

    /// <summary>The server to use rather than start one, if any.</summary>
    public string? GivenConnectionString =>
        string.IsNullOrWhiteSpace(ConnectionString)
            ? NonEmpty(Environment.GetEnvironmentVariable(ConnectionStringVariable))
            : ConnectionString;

    private static string? NonEmpty(string? value) => string.IsNullOrWhiteSpace(value) ? null : value;
}
