using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// The three database claims as data. Throughput is read from every second of a test's runs, with the run of each
/// (<see cref="MetricNames.ThroughputRps"/> samples); an async/sync ratio takes each run beside the other variant's as
/// one unit, so its interval covers the run-to-run spread.
/// </summary>
public static class DatabaseClaims
{
    private static readonly Metric Throughput = Metrics.ThroughputRps;
    private static readonly Metric SyncShare = DatabaseMetrics.AsyncCompletedSyncShare;
    private static readonly string ArticlePool = string.Create(CultureInfo.InvariantCulture, $"pool {DatabaseSettings.ArticlePoolThreads}");
    private const string Sqlite = "sqlite";
    private const string Postgres = "postgresql";

    private static readonly string BoundedPool = string.Create(CultureInfo.InvariantCulture, $"pool {DatabaseSettings.BoundedPoolThreads}");
    private static readonly string Low = DatabaseSettings.LowUsers.ToString(CultureInfo.InvariantCulture);
    private static readonly string High = DatabaseSettings.HighUsers.ToString(CultureInfo.InvariantCulture);

    /// <summary>"About the same": an equality claim, so a ratio wholly outside the band refutes it.</summary>
    /// <summary>The article's "almost the same", as the lexicon of its hedges reads it.</summary>
    private static readonly Band Same = Band.Hedged("database.sync-async-same-throughput");

    /// <summary>
    /// The most that SQLite's async reads may serve over sync and still show no gain: 15 %, about the spread of two load tests here.
    /// </summary>
    private const double NoClearGain = 1.15;

    public static readonly ClaimDefinition SyncAsyncSameThroughput = new("database.sync-async-same-throughput",
        Provenance.Article("003", "text/ef-sync-async-same"),
        new EveryMeasuredCheck((Sqlite, ArticlePoolReads(Sqlite)), (Postgres, ArticlePoolReads(Postgres))));

    public static readonly ClaimDefinition AsyncWinsWithBoundedPool = new("database.async-wins-with-bounded-pool",
        Provenance.Lab("where the article's premise (a bounded worker pool) should let async data access win"),
        new RequiresCheck(
            // In a closed loop, throughput flat from 25 to 200 users means requests only queued longer: the cores, not
            // the threads, were the limit, and no number of freed threads can then show.
            new RatioCheck(Throughput, Reads(Postgres, "sync", ArticlePool, High), Reads(Postgres, "sync", ArticlePool, Low),
                Band.AtLeast(1.5), Band.AtLeast(1.5))
            { Label = $"postgresql sync reads, {ArticlePool}, 200 / 25 users" },
            new RatioCheck(Throughput, Reads(Postgres, "async", BoundedPool, High), Reads(Postgres, "sync", BoundedPool, High),
                Band.AtLeast(1.5), Band.AtLeast(1.0))
            { Label = "postgresql async/sync reads at 200 users (bounded pool)" },
            "not judged: the machine's cores, not the pool's threads, bounded PostgreSQL reads (8× the users did not clearly give 1.5× " +
                "the throughput with a thread for every user)"));

    public static readonly ClaimDefinition SqliteAsyncIsSync = new("database.sqlite-async-is-sync",
        Provenance.Lab("a provider whose async API runs synchronously cannot gain from async; the lab shows it"),
        new AllOfCheck(
            new EachRowCheck("sqlite read-async",
                new ValueCheck(SyncShare, new CaseSelector("sqlite read-async"), Band.AtLeast(0.99), Band.AtLeast(0.5))
                { Label = "sqlite async reads completed synchronously" },
                "every pool and user count"),
            new EachRowCheck("sqlite write-async",
                new ValueCheck(SyncShare, new CaseSelector("sqlite write-async"), Band.AtLeast(0.99), Band.AtLeast(0.5))
                { Label = "sqlite async writes completed synchronously" },
                "every pool and user count"),
            new EachRowCheck("sqlite read-async",
                new RatioCheck(Throughput, new CaseSelector("sqlite read-async"), new CaseSelector("sqlite read-sync"),
                    Band.AtMost(NoClearGain), Band.AtMost(NoClearGain))
                { Label = "sqlite async/sync reads" },
                "200 users, each pool")
            { RowFilter = row => row.TryGetValue("users", out var users) && users == High }));

    public static IReadOnlyList<ClaimDefinition> All { get; } = [SyncAsyncSameThroughput, AsyncWinsWithBoundedPool, SqliteAsyncIsSync];

    /// <summary>A database's read endpoint ("sync" or "async") under one pool and user count.</summary>
    private static CaseSelector Reads(string database, string access, string pool, string users) =>
        CaseSelector.Of($"{database} read-{access}", ("pool", pool), ("users", users));

    /// <summary>async/sync read throughput in the "same" band at every user count measured on the article's thread budget.</summary>
    private static EachRowCheck ArticlePoolReads(string database) =>
        new($"{database} read-async",
            new RatioCheck(Throughput, new CaseSelector($"{database} read-async"), new CaseSelector($"{database} read-sync"), Same, Same)
            { Label = $"{database} async/sync reads" },
            "each user count on the article's thread budget")
        { RowFilter = row => row.TryGetValue("pool", out var pool) && pool == ArticlePool };
}
