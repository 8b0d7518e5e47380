using AsyncLab.Data.Databases;
using AsyncLab.Data.Seeding;
using AsyncLab.Load;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.Database;

/// <summary>How long and how hard the database experiment loads each endpoint, and over how much data.</summary>
/// <param name="ConstantSeconds">
/// Length of each of a test's runs (sync, async, async, sync, <see cref="Rounds"/> times): a share of what a single run per
/// test would last, so running every test several times does not lengthen the run as a whole.
/// </param>
/// <param name="TimeoutSeconds">A request unanswered by then counts as a timeout.</param>
/// <param name="PoolBound">Worker pool min = max for the bounded runs: web-throughput's bound (<see cref="WebLoadLevels"/>).</param>
/// <param name="Seed">Rows and customers seeded; a read scans one customer's orders over <paramref name="QueryDays"/>.</param>
/// <param name="QueryDays">The read's date range, from the first seeded day.</param>
/// <param name="Top">Rows the read returns (the largest orders in the range).</param>
/// <param name="OutageSeconds">Length of the load during which the lab's PostgreSQL server is stopped.</param>
public sealed record DatabaseSettings(double ConstantSeconds, double TimeoutSeconds, int PoolBound, SeedPlan Seed, int QueryDays, int Top,
    double OutageSeconds)
{
    public const int LowUsers = WebLoadLevels.LowUsers;
    public const int HighUsers = WebLoadLevels.HighUsers;

    /// <summary>The bounded pool's min = max worker threads in every profile.</summary>
    public const int BoundedPoolThreads = WebLoadLevels.BoundedPoolThreads;

    /// <summary>
    /// The second server's min = max worker threads: the request threads the article's server had (web-throughput derives
    /// them from the article's tables), so the seed claim runs on the article's budget, not on the runtime's default pool.
    /// </summary>
    public const int ArticlePoolThreads = WebLoadLevels.ArticlePoolThreads;

    /// <summary>The customer every read asks about, and the one every write adds to (outside the read's date range).</summary>
    public const string ReadCustomer = "customer-0001";
    public const string WriteCustomer = "lab-writer";

    /// <summary>
    /// 30 days of a customer's 730: about 80 rows read through the index with the quick plan. A year (1,000 rows to
    /// sort) made the database's CPU the limit at 25 users already (tens of milliseconds per request on a small machine).
    /// </summary>
    public const int ReadDays = 30;

    /// <summary>Which halves to run; tests narrow it.</summary>
    public IReadOnlyList<DatabaseKind> Databases { get; init; } = [DatabaseKind.Sqlite, DatabaseKind.PostgreSql];

    public PostgresOptions Postgres { get; init; } = new();

    /// <summary>
    /// Warm-up load per test on each new server, at the test's own user count, until the server's JIT is quiet and the
    /// test's throughput stops climbing.
    /// </summary>
    public SteadyWarmUp WarmUp { get; init; } = new(0.5, 6);

    /// <summary>
    /// Load time the extra pairs may take in the whole experiment: while a claim is open on a server's tests and its
    /// interval within reach of deciding, each open test gets one more sync, async, async, sync pair (each run
    /// <see cref="ConstantSeconds"/> long) before the server stops. None by default.
    /// </summary>
    public double ExtraPairSeconds { get; init; }

    /// <summary>
    /// How many times each sync/async pair runs sync, async, async, sync in the planned schedule: each round gives a claim's
    /// ratio two units (a run of each side, side by side), and a ratio over two units has one degree of freedom.
    /// </summary>
    public int Rounds { get; init; } = 1;

    /// <summary>Load time of one extra pair: sync, async, async, sync, each <see cref="ConstantSeconds"/> long.</summary>
    public double ExtraPairLoadSeconds => 4 * ConstantSeconds;

    /// <summary>
    /// The most looks at the claims (<see cref="Stopping.LookSchedule"/>): one after the planned tests and one after each
    /// extra pair <see cref="ExtraPairSeconds"/> pays for.
    /// </summary>
    public int Looks => Math.Min(Stopping.LookSchedule.MaxLooks, 1 + (int)(ExtraPairSeconds / ExtraPairLoadSeconds));

    /// <summary>The user counts each endpoint is loaded with; tests narrow it.</summary>
    public IReadOnlyList<int> UserCounts { get; init; } = [LowUsers, HighUsers];

    /// <summary>
    /// The user counts the writes are loaded with (the read counts when null). Quick writes at 200 users only: the claims
    /// on writes (every write saved, SQLite's async completing synchronously) need the heavy load, and the 25-user pair
    /// would take time that a run held to 12 minutes cannot spare.
    /// </summary>
    public IReadOnlyList<int>? WriteUserCounts { get; init; }

    /// <summary>
    /// The databases the writes are loaded on. Quick writes to SQLite only: the one claim on writes reads SQLite's async
    /// writes (completed synchronously), no claim reads PostgreSQL's, and their warm-up and two pairs of runs would take
    /// time that quick's budget cannot spare. The full profile writes to both.
    /// </summary>
    public IReadOnlyList<DatabaseKind> WriteDatabases { get; init; } = [DatabaseKind.Sqlite, DatabaseKind.PostgreSql];

    /// <summary>
    /// The user counts the bounded-pool server's reads are loaded with (<see cref="UserCounts"/> when null). Quick reads
    /// the bounded pool at 200 users only: no claim reads its 25-user pair (64 threads are more than 25 users need, so
    /// it repeats the other server's), and warming each of its tests until its throughput stops climbing would cost time
    /// for nothing.
    /// </summary>
    public IReadOnlyList<int>? BoundedReadUserCounts { get; init; }

    /// <summary>
    /// The pools each database is loaded on, a server each, in this order: the lab's bounded pool, then the article's
    /// thread budget (whose server also takes the outage check, which ends the database).
    /// </summary>
    public static IReadOnlyList<PoolSetting> Pools { get; } = [PoolSetting.Bounded, PoolSetting.Article];

    /// <summary>A server's min = max worker threads. The experiment runs no server on the runtime's default pool.</summary>
    public int Threads(PoolSetting pool) => pool switch
    {
        PoolSetting.Bounded => PoolBound,
        PoolSetting.Article => ArticlePoolThreads,
        _ => throw new ArgumentOutOfRangeException(nameof(pool), pool, "the database experiment bounds every server's pool"),
    };

    /// <summary>The read user counts for the bounded pool or the article's budget.</summary>
    public IReadOnlyList<int> ReadUserCounts(PoolSetting pool) =>
        pool == PoolSetting.Bounded ? BoundedReadUserCounts ?? UserCounts : UserCounts;

    /// <summary>A server's tests, in the order they are warmed up (<see cref="DbLoadTest.For"/>).</summary>
    public IReadOnlyList<DbLoadTest> Tests(DatabaseKind database, PoolSetting pool) =>
        DbLoadTest.For(database, pool, ReadUserCounts(pool), WriteCounts(database));

    /// <summary>A server's tests, in the order they are measured (<see cref="DbLoadTest.Schedule"/>).</summary>
    public IReadOnlyList<DbLoadTest> Schedule(DatabaseKind database, PoolSetting pool) =>
        DbLoadTest.Schedule(database, pool, ReadUserCounts(pool), WriteCounts(database), Rounds);

    /// <summary>The user counts a database's writes are loaded with: none where <see cref="WriteDatabases"/> leaves it out.</summary>
    private IReadOnlyList<int>? WriteCounts(DatabaseKind database) => WriteDatabases.Contains(database) ? WriteUserCounts : [];

    public static DatabaseSettings For(Profile profile)
    {
        const int bound = BoundedPoolThreads;
        return profile switch
        {
            // Smoke takes every code path once, at 200 users only: starting four child servers is most of its time.
            Profile.Smoke => new(0.25, 5, bound, SeedPlan.Smoke, ReadDays, 10, 1)
                { UserCounts = [HighUsers], WarmUp = new(0.2, 1) { MaxDrainSeconds = 0 } },
            // Quick: two rounds of runs of 2 s, so each variant of a test has eight seconds over four runs, each run a unit
            // beside the other side's: a run's seconds move together, so the runs, not the seconds, are what a ratio has
            // of independent evidence. No extra pair: the claims are judged once, at the full 1 %.
            Profile.Quick => new(2, 10, bound, SeedPlan.Quick, ReadDays, 10, 3)
            {
                WriteUserCounts = [HighUsers], WriteDatabases = [DatabaseKind.Sqlite], BoundedReadUserCounts = [HighUsers], Rounds = 2,
            },
            _ => new(8, 30, bound, SeedPlan.Full, ReadDays, 10, 10) { ExtraPairSeconds = 120, Rounds = 2 },
        };
    }
}
