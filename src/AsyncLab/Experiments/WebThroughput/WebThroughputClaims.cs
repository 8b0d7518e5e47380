using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Experiments.WebThroughput.WebThroughputSettings;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// The web-throughput claims as data. Throughput is read from each whole second of a load test
/// (<see cref="MetricNames.ThroughputRps"/> samples), so every ratio carries the interval its seconds give: the fair tests'
/// seconds in pairs, as they ran in turns (<see cref="WebThroughputExperiment.TurnOrder"/>), the ramps' second by second;
/// counts and the p99 of one test are read as they are.
/// </summary>
public static class WebThroughputClaims
{
    private static readonly Metric Throughput = Metrics.ThroughputRps;
    private const string DefaultPool = PoolSettings.DefaultText;

    private static readonly string BoundedPool = PoolSettings.Text(BoundedPoolThreads);
    private static readonly string ArticlePool = PoolSettings.Text(ArticlePoolThreads);

    private static readonly string InjectedPool = PoolSettings.Text(ArticlePoolThreads, injected: true);
    private static readonly string Low = string.Create(CultureInfo.InvariantCulture, $"{LowUsers} users");
    private static readonly string High = string.Create(CultureInfo.InvariantCulture, $"{HighUsers} users");

    public static readonly ClaimDefinition OffloadHelpsAtLowLoad = new("web-throughput.offload-helps-at-low-load",
        Provenance.Article("003", "table-3/fair/时长均值", "table-3/fairasync/时长均值", "table-3/fair/吞吐均值",
            "table-3/fairasync/吞吐均值"),
        AtArticleUnit(OffloadHelpsAtLowLoadCheck(ArticlePool)));

    public static readonly ClaimDefinition OffloadFadesAtHighLoad = new("web-throughput.offload-fades-at-high-load",
        Provenance.Article("003", "text/fair-async-duration-from", "text/fair-async-duration-to", "param/fair-test-high-users",
            "param/fair-test-low-users", "table-2/fairasync/时长均值", "table-3/fairasync/时长均值"),
        AtArticleUnit(OffloadFadesAtHighLoadCheck(ArticlePool)));

    public static readonly ClaimDefinition MoreOffloadLessThroughput = new("web-throughput.more-offload-less-throughput",
        Provenance.Article("003", "text/base-test-clear-gap", "table-1/base/吞吐量(max)", "table-1/baseasync/吞吐量(max)",
            "table-1/baseasync_/吞吐量(max)", "table-1/base/吞吐均值", "table-1/baseasync/吞吐均值",
            "table-1/baseasync_/吞吐均值"),
        AtArticleUnit(MoreOffloadLessThroughputCheck(ArticlePool)));

    public static readonly ClaimDefinition TrueAsyncScales = new("web-throughput.true-async-scales",
        Provenance.Lab("the article offloads to pool threads; waiting without a thread, which it argues for, it does not measure"),
        // The claimed side is "more than the pool allows blocking code": 64 threads each held 2U serve 64/200 of users/(2U).
        new LevelCheck(Metrics.IdealShare, Bounded("async", High), Band.AtLeast(0.8), Band.AtLeast((double)BoundedPoolThreads / HighUsers))
        { Label = "async throughput at 200 users (bounded pool) as a share of users/(2U), mean over its seconds after the warm-up" });

    public static readonly ClaimDefinition SyncOverAsyncStarves = new("web-throughput.sync-over-async-starves",
        Provenance.Lab("the blocking the article warns about, measured under load with the default pool's slow thread injection"),
        new AllOfCheck(
            new ValueCheck(Metrics.ThreadsAdded, Default("sync-over-async", High), Band.AtLeast(3), Band.AtLeast(1))
            { Label = "worker threads added during sync-over-async at 200 users (default pool)" },
            // 3 × 2U; a test where more than 1 % of requests timed out counts its p99 as the timeout.
            new ValueCheck(WebThroughputMetrics.LatencyP99U, Default("sync-over-async", High), Band.AtLeast(6), Band.AtLeast(6))
            { Label = "its p99 latency (timeouts counted as the timeout)" }));

    public static readonly ClaimDefinition FairAsyncAheadAtHighLoad = new("web-throughput.fair-async-ahead-at-high-load",
        Provenance.Article("003", "table-2/fair/吞吐均值", "table-2/fairasync/吞吐均值", "param/fair-test-high-users"),
        AtArticleUnit(new RatioCheck(Throughput, OnArticlePool("fair", High), OnArticlePool("fair-async", High),
            Band.Hedged("web-throughput.fair-async-ahead-at-high-load"),
            Band.AtMost(1.0))
        {
            Label = "fair / fair-async throughput at 200 users",
            NoEffect = Band.NoEffectRatio,
            Paired = true,
        }));

    /// <summary>
    /// The article's reasoning before its tests: a unit handed from one worker thread to another, where workers are capped and
    /// all busy, frees nothing overall. Read where both fair tests fill the pool: on the article's budget fair's 200 users
    /// hold 200 of its 270 threads, so the pool is not full and fair-async's second thread is free (its table 2, 0.79). On the
    /// lab's bounded pool the fair tests run in full only: on this pool a second's count moves by a fifth, and quick's twelve
    /// pairs would leave the ratio's interval far wider than the band's two edges are apart.
    /// </summary>
    public static readonly ClaimDefinition WorkerHandOffGainsNothing = new("web-throughput.worker-handoff-gains-nothing",
        Provenance.Article("003", "text/illustration-throughput-doubles", "param/fair-test-high-users"),
        new ScheduledCheck(AtArticleUnit(new RatioCheck(Throughput, Bounded("fair-async", High), Bounded("fair", High),
            Band.Hedged("web-throughput.worker-handoff-gains-nothing"), Band.AtMost(1.01))
        {
            Label = $"fair-async / fair throughput at 200 users on a full pool ({BoundedPoolThreads} threads)",
            Paired = true,
        }), "the fair tests run on the lab's bounded pool in the full profile"));

    /// <summary>
    /// The article's three claims on its own tests, run on the lab's bounded pool instead of the article's budget: in full.
    /// </summary>
    public static IReadOnlyList<ClaimDefinition> BoundedVariants { get; } =
    [
        OnBoundedPool(OffloadHelpsAtLowLoad, OffloadHelpsAtLowLoadCheck), OnBoundedPool(OffloadFadesAtHighLoad,
            OffloadFadesAtHighLoadCheck),
        OnBoundedPool(MoreOffloadLessThroughput, MoreOffloadLessThroughputCheck),
    ];

    /// <summary>
    /// The same three claims on the article's cap with a pool that grows to it by the runtime's own injection, from one
    /// thread per core: the article's pool as it behaved, in full, whose unit of work is the article's.
    /// </summary>
    public static IReadOnlyList<ClaimDefinition> InjectedVariants { get; } =
    [
        OnInjectedPool(OffloadHelpsAtLowLoad, OffloadHelpsAtLowLoadCheck), OnInjectedPool(OffloadFadesAtHighLoad,
            OffloadFadesAtHighLoadCheck),
        OnInjectedPool(MoreOffloadLessThroughput, MoreOffloadLessThroughputCheck),
    ];

    public static IReadOnlyList<ClaimDefinition> All { get; } =
    [
        OffloadHelpsAtLowLoad, OffloadFadesAtHighLoad, MoreOffloadLessThroughput, FairAsyncAheadAtHighLoad, WorkerHandOffGainsNothing,
        .. BoundedVariants,
        .. InjectedVariants,
        TrueAsyncScales, SyncOverAsyncStarves,
    ];

    private static CaseSelector Bounded(string endpoint, string test) => CaseSelector.Of(endpoint, ("test", test), ("pool", BoundedPool));

    private static CaseSelector OnArticlePool(string endpoint, string test) => Pooled(ArticlePool, endpoint, test);

    private static CaseSelector Pooled(string pool, string endpoint, string test) => CaseSelector.Of(endpoint, ("test", test), ("pool",
        pool));

    private static IClaimCheck OffloadHelpsAtLowLoadCheck(string pool) =>
        new AllOfCheck(
            // In a closed loop the mean latency is users / throughput, so the latency ratio is the inverse throughput
            // ratio: judged on the seconds' throughput with its interval, not as one exact value of two noisy means.
            new RatioCheck(Throughput, Pooled(pool, "fair", Low), Pooled(pool, "fair-async", Low),
                Band.Hedged("web-throughput.offload-helps-at-low-load", "latency"), Band.AtMost(1.0))
            { Label = "fair-async / fair mean latency at 25 users (as fair / fair-async throughput)", Paired = true },
            new RatioCheck(Throughput, Pooled(pool, "fair-async", Low), Pooled(pool, "fair", Low),
                Band.Hedged("web-throughput.offload-helps-at-low-load", "throughput"), Band.AtLeast(1.0))
            { Label = "fair-async / fair throughput at 25 users", Paired = true });

    private static IClaimCheck OffloadFadesAtHighLoadCheck(string pool) =>
        // In a closed loop a request's mean duration is users ÷ throughput, so the duration ratio is 200/25 times the
        // inverse throughput ratio: judged on the seconds' throughput with its interval.
        new RatioCheck(Throughput, Pooled(pool, "fair-async", Low), Pooled(pool, "fair-async", High),
            Band.Hedged("web-throughput.offload-fades-at-high-load"), Band.AtLeast(1.0))
        {
            Label = "fair-async duration at 200 users ÷ at 25 (as 200/25 × throughput at 25 ÷ at 200)",
            Scale = (double)HighUsers / LowUsers,
            NoEffect = Band.NoEffectRatio,
            Paired = true,
        };

    private static IClaimCheck MoreOffloadLessThroughputCheck(string pool)
    {
        const string Claim = "web-throughput.more-offload-less-throughput";
        var alike = Band.Hedged(Claim, "low-load");
        var apart = Band.Hedged(Claim, "high-load");
        // Second i of two ramps is at the same step (the same users), so the ramps are read second by second, in pairs:
        // read as two unpaired samples, their seconds' spread is mostly the designed steps.
        RatioCheck Ramps(Metric metric, string numerator, string denominator, Band holds, Band side, string load) =>
            new(metric, Pooled(pool, numerator, WebLoadTest.Stepped), Pooled(pool, denominator, WebLoadTest.Stepped), holds, side)
            {
                Label = $"{numerator} / {denominator} throughput at {load} load (stepped, second by second)",
                Paired = true,
            };
        return new AllOfCheck(
            Ramps(WebThroughputMetrics.ThroughputLowLoadRps, "base-async", "base", alike, alike, "low"),
            Ramps(WebThroughputMetrics.ThroughputHighLoadRps, "base-async", "base", apart, Band.AtMost(1.0), "high"),
            Ramps(WebThroughputMetrics.ThroughputHighLoadRps, "base-async2", "base-async", apart, Band.AtMost(1.0), "high"));
    }

    /// <summary>
    /// A seed claim on the lab's bounded pool: the same check and band on the pool-64 rows, as the lab's reading of the
    /// article, so a reader sees what the lab's choice of pool does to the verdict. Its words, under its own id in
    /// WebThroughputClaims.json, name the pool's size; WebThroughputClaimsTests holds them to BoundedPoolThreads.
    /// </summary>
    private static ClaimDefinition OnBoundedPool(ClaimDefinition claim, Func<string, IClaimCheck> check) =>
        new(claim.Id + "-on-bounded-pool",
            Provenance.Reading(claim.Provenance.Seed!, $"the same claim on the lab's bounded pool of {BoundedPoolThreads} threads, a " +
                "departure from the article's budget that runs in the full profile", [.. claim.Provenance.Cites]),
            new ScheduledCheck(check(BoundedPool), "the article's tests run on the lab's bounded pool in the full profile"));

    /// <summary>
    /// A seed claim on the article's cap grown by injection: the same check and band on those rows, so a reader sees what a
    /// pool that must grow does to the verdict where the seed claim's pool has every thread from the start.
    /// </summary>
    private static ClaimDefinition OnInjectedPool(ClaimDefinition claim, Func<string, IClaimCheck> check) =>
        new(claim.Id + "-on-injected-pool",
            Provenance.Reading(claim.Provenance.Seed!, $"the same claim on a pool that grows from one thread per core to the " +
                $"article's {ArticlePoolThreads} by the runtime's own injection, as the article's did; it runs in the full profile",
                [.. claim.Provenance.Cites]),
            new ScheduledCheck(check(InjectedPool), "the article's tests run on the injected pool in the full profile"));

    /// <summary>A seed claim's check, whose why says so when this profile's unit of work is not the article's 1 s.</summary>
    private static SetupNoteCheck AtArticleUnit(IClaimCheck check) =>
        new(check, WebLoadTest.UnitParameter, "1000", "the full profile runs the article's 1 s");

    private static CaseSelector Default(string endpoint, string test) => CaseSelector.Of(endpoint, ("test", test), ("pool", DefaultPool));
}
