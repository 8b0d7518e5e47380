using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Experiments.Database;

/// <summary>The three database claims; how each is judged is in <see cref="DatabaseJudgements"/>.</summary>
public static class DatabaseClaims
{
    public static readonly ClaimDefinition SyncAsyncSameThroughput = new("database.sync-async-same-throughput", "seed 003",
        "With the default pool, sync and async Entity Framework data access give about the same throughput.",
        "“almost the same throughput and performance” over many runs (no figures in the text)",
        "async/sync read throughput 0.85–1.15× at 25 and 200 users on every database measured");

    public static readonly ClaimDefinition AsyncWinsWithBoundedPool = new("database.async-wins-with-bounded-pool", ClaimDefinition.LabSource,
        "With a bounded pool and many users, async data access on PostgreSQL serves clearly more than sync.",
        "not in the article", "async/sync read throughput ≥ 1.5× on PostgreSQL at 200 users with the bounded pool");

    public static readonly ClaimDefinition SqliteAsyncIsSync = new("database.sqlite-async-is-sync", ClaimDefinition.LabSource,
        "On SQLite the async API completes synchronously, so async gives no gain there.",
        "not in the article", "≥ 99 % of SQLite async calls complete synchronously and async/sync read throughput ≤ 1.15×");

    public static IReadOnlyList<ClaimDefinition> All { get; } = [SyncAsyncSameThroughput, AsyncWinsWithBoundedPool, SqliteAsyncIsSync];

    /// <param name="postgresMissing">Why PostgreSQL was not measured, or null when it was.</param>
    public static IReadOnlyList<ClaimResult> Judge(DbTestOutcomes o, string? postgresMissing) =>
    [
        DatabaseJudgements.SameThroughput(o),
        DatabaseJudgements.BoundedPool(o, postgresMissing),
        DatabaseJudgements.SqliteSync(o),
    ];
}
