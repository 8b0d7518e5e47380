using AsyncLab.Load;
using AsyncLab.Running;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>How long and how hard web-throughput loads the server in each profile.</summary>
/// <param name="UnitMs">The work unit U in milliseconds (the article's is 1 s).</param>
/// <param name="PoolBound">Worker pool min and max for the bounded runs; see <see cref="PoolBoundReason"/>.</param>
/// <param name="ConstantSeconds">Length of each constant-users test.</param>
/// <param name="RampStart">Users at the ramp's start.</param>
/// <param name="RampStep">Users added per step.</param>
/// <param name="RampEverySeconds">Seconds between steps.</param>
/// <param name="RampMax">Users at the ramp's top.</param>
/// <param name="TimeoutSeconds">A request unanswered by then counts as a timeout.</param>
public sealed record WebThroughputSettings(
    int UnitMs,
    int PoolBound,
    double ConstantSeconds,
    int RampStart,
    int RampStep,
    double RampEverySeconds,
    int RampMax,
    double TimeoutSeconds)
{
    public const int LowUsers = WebLoadLevels.LowUsers;
    public const int HighUsers = WebLoadLevels.HighUsers;

    /// <summary>The bounded pool's min = max in every profile; see <see cref="PoolBoundReason"/>.</summary>
    public const int BoundedPoolThreads = WebLoadLevels.BoundedPoolThreads;

    /// <summary>The article's request threads, the pool its claims are judged on; see <see cref="ArticlePoolReason"/>.</summary>
    public const int ArticlePoolThreads = WebLoadLevels.ArticlePoolThreads;

    /// <summary>
    /// Whether the lab's bounded pool also runs the article's tests (ramps and fair tests) as a variant: in full. Quick and
    /// smoke run there only the lab's own tests (async and sync-over-async), so the variant's claims are not measured.
    /// </summary>
    public bool BoundedVariant { get; init; }

    /// <summary>
    /// The article's tests run again on a pool that starts at one thread per core and grows to the article's cap by the
    /// runtime's own injection (<see cref="PoolSetting.Injected"/>): in full only, whose unit of work is the article's 1 s.
    /// The runtime adds a thread or two a second however long U is, so at quick's 100 ms a ramp outruns the pool ten times
    /// faster than the article's did.
    /// </summary>
    public bool InjectedVariant { get; init; }

    /// <summary>
    /// Whether the open-loop tests run (sync-over-async at a fixed arrival rate, one server per pool). No claim reads them:
    /// they show what queued requests see, so quick leaves them, and their two servers' start-up, to smoke and full.
    /// </summary>
    public bool OpenLoopTests { get; init; } = true;

    /// <summary>
    /// Length of each block of the fair tests run in turns: the warm-up (<see cref="WarmUpSeconds"/>), which no block's
    /// samples keep, and the seconds it is read over.
    /// </summary>
    public int TurnSeconds { get; init; } = 4;

    /// <summary>
    /// Rounds of the fair tests' turns; each round runs every test twice, in one order and then the reverse (A B B A), so a
    /// test gets 2 × rounds blocks.
    /// </summary>
    public int TurnRounds { get; init; } = 2;

    /// <summary>The seconds each block of the turns is read over.</summary>
    public int TurnReadSeconds => TurnSeconds - WarmUpSeconds;

    public static string ArticlePoolReason =>
        WebThroughputNotes.Note("article_pool", ("article_pool_threads", ArticlePoolThreads));

    /// <summary>
    /// The open-loop tests' cap on unanswered requests: the driver's own limit, far above rate × timeout in the quick and
    /// full profiles, so the driver never holds a request back there; requests stuck in a stalled server time out first.
    /// </summary>
    public const int OpenLoopMaxInFlight = LoadPlan.UserLimit;

    public static string PoolBoundReason =>
        WebThroughputNotes.Note("pool_bound", ("bounded_pool_threads", BoundedPoolThreads));

    /// <summary>
    /// The open-loop tests' arrival rate: PoolBound / (16U) requests per second, so that sync-over-async, holding a thread
    /// 2U per request, needs an eighth of the bounded pool's threads on average (why: <see cref="WebThroughputNotes.OpenLoop"/>).
    /// </summary>
    public double OpenLoopRate => PoolBound / (16.0 * UnitMs / 1000);

    /// <summary>
    /// The first seconds of a constant test that its samples leave out: every user starts at once, so no answer arrives
    /// before the first request's 2U have passed, and the seconds that hold those 2U read low by design (at U = 100 ms
    /// the first second serves four rounds of a user's requests where every later one serves five). Read as noise, that
    /// fixed dip widens every interval of the experiment; the charts still draw it.
    /// </summary>
    public int WarmUpSeconds => (int)Math.Ceiling(2.0 * UnitMs / 1000);

    /// <summary>A pool's maximum worker threads (its minimum too, but for the injected pool); null for the default pool.</summary>
    public int? Threads(PoolSetting pool) => pool switch
    {
        PoolSetting.Article or PoolSetting.Injected => ArticlePoolThreads,
        PoolSetting.Bounded => PoolBound,
        _ => null,
    };

    /// <summary>
    /// A pool's minimum worker threads: one per core for the injected pool, which is the .NET Framework's default minimum
    /// (ASP.NET's autoConfig leaves it there), so that the runtime adds every thread past it as it did for the article's
    /// IIS; min = max for the other bounded pools; null for the default pool.
    /// </summary>
    public int? MinThreads(PoolSetting pool) => pool == PoolSetting.Injected ? Environment.ProcessorCount : Threads(pool);

    public static WebThroughputSettings For(Profile profile) => profile switch
    {
        Profile.Smoke => new(10, BoundedPoolThreads, 2, 10, 60, 0.5, 190, 2) { TurnSeconds = 2, TurnRounds = 1 },
        // Quick's timeout is 60 U, as full's: a stalled server's requests wait it out after the load stops.
        // Quick's ramp climbs past the article's 200 users to 250, so that its top steps, where base-async's two threads a
        // request exceed the article's budget, hold twelve seconds: enough pairs for the claim's rank intervals at 99 %.
        // Quick's turns: 2 rounds of 4 s blocks, three seconds read a block, give each claim 12 pairs of seconds.
        Profile.Quick => new(100, BoundedPoolThreads, 8, 10, 30, 3, 250, 6) { OpenLoopTests = false },
        _ => new(1000, BoundedPoolThreads, 60, 10, 10, 10, 200, 60) { BoundedVariant = true, InjectedVariant = true, TurnSeconds = 10 },
    };
}
