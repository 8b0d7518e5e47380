using System.Globalization;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// One load test: a /db endpoint on one database under a constant count of users, with the lab's bounded pool or on the
/// article's thread budget.
/// </summary>
public sealed record DbLoadTest(DatabaseKind Database, string Endpoint, int Users, PoolSetting Pool)
{
    public bool IsWrite => Endpoint is DatabaseEndpoints.WriteSync or DatabaseEndpoints.WriteAsync;

    public bool IsAsync => Endpoint is DatabaseEndpoints.ReadAsync or DatabaseEndpoints.WriteAsync;

    /// <summary>"read-async" from "/db/read-async".</summary>
    public string Access => Endpoint[(Endpoint.LastIndexOf('/') + 1)..];

    public string DatabaseName => Name(Database);

    public string PoolText(DatabaseSettings s) => PoolText(Pool, s);

    /// <summary>"pool 64" or "pool 270": how a server's pool is named in tables and notes.</summary>
    public static string PoolText(PoolSetting pool, DatabaseSettings s) =>
        string.Create(CultureInfo.InvariantCulture, $"pool {s.Threads(pool)}");

    public string Label(DatabaseSettings s) =>
        string.Create(CultureInfo.InvariantCulture, $"{DatabaseName} {Access} {Users} users ({PoolText(s)})");

    /// <summary>The test without its access pattern ("sqlite 200 users (pool 4)"): reads and writes under it share a chart.</summary>
    public string ShapeLabel(DatabaseSettings s) =>
        string.Create(CultureInfo.InvariantCulture, $"{DatabaseName} {Users} users ({PoolText(s)})");

    public static string Name(DatabaseKind kind) => kind == DatabaseKind.Sqlite ? "sqlite" : "postgresql";

    public LoadPlan Plan(Uri server, DatabaseSettings s)
    {
        var query = IsWrite
            ? $"?customer={DatabaseSettings.WriteCustomer}&amount=1234"
            : string.Create(CultureInfo.InvariantCulture, $"?customer={DatabaseSettings.ReadCustomer}&days={s.QueryDays}&top={s.Top}");
        return LoadPlan.Constant(new Uri(server, Endpoint + query), Users, TimeSpan.FromSeconds(s.ConstantSeconds))
            with { RequestTimeout = TimeSpan.FromSeconds(s.TimeoutSeconds) };
    }

    /// <summary>
    /// Per server (one pool setting): reads sync and async at each user count; with the bounded pool also the writes, at
    /// <paramref name="writeUserCounts"/> (the read counts when null).
    /// </summary>
    public static IReadOnlyList<DbLoadTest> For(DatabaseKind database, PoolSetting pool, IReadOnlyList<int> userCounts,
        IReadOnlyList<int>? writeUserCounts = null)
    {
        var tests = new List<DbLoadTest>();
        foreach (var users in userCounts)
        {
            tests.Add(new DbLoadTest(database, DatabaseEndpoints.ReadSync, users, pool));
            tests.Add(new DbLoadTest(database, DatabaseEndpoints.ReadAsync, users, pool));
        }

        if (pool == PoolSetting.Bounded)
        {
            foreach (var users in writeUserCounts ?? userCounts)
            {
                tests.Add(new DbLoadTest(database, DatabaseEndpoints.WriteSync, users, pool));
                tests.Add(new DbLoadTest(database, DatabaseEndpoints.WriteAsync, users, pool));
            }
        }

        return tests;
    }

    /// <summary>
    /// The order the tests of <see cref="For"/> are run in: each sync/async pair as sync, async, async, sync (ABBA),
    /// <paramref name="rounds"/> times in a row, so that whatever drifts during a server's life (JIT tiering, EF's caches,
    /// the database's page cache, the pool's growth, other work on the machine) weighs on both variants alike to first
    /// order, instead of on whichever runs first. The k-th run of one side always runs next to the k-th of the other: a
    /// claim's ratio takes each such pair of runs as one unit.
    /// </summary>
    public static IReadOnlyList<DbLoadTest> Schedule(DatabaseKind database, PoolSetting pool, IReadOnlyList<int> userCounts,
        IReadOnlyList<int>? writeUserCounts = null, int rounds = 1) =>
        For(database, pool, userCounts, writeUserCounts).Chunk(2)
            .SelectMany(pair => Enumerable.Range(0, rounds).SelectMany(_ => InTurns((pair[0], pair[1])))).ToList();

    /// <summary>One round of a sync/async pair in the order of <see cref="Schedule"/>: sync, async, async, sync.</summary>
    public static IReadOnlyList<DbLoadTest> InTurns((DbLoadTest Sync, DbLoadTest Async) pair) =>
        [pair.Sync, pair.Async, pair.Async, pair.Sync];
}
