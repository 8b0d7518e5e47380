using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Experiments.WebThroughput.WebThroughputSettings;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>
/// The five web-throughput claims as data. Throughput is read from each whole second of a load test (<see cref="MetricNames.ThroughputRps"/>
/// samples), so every ratio carries the interval its seconds give; counts and the p99 of one test are read as they are.
/// </summary>
public static class WebThroughputClaims
{
    private static readonly Metric Throughput = Metrics.ThroughputRps;
    private const string DefaultPool = "default pool";

    private static readonly string BoundedPool = string.Create(CultureInfo.InvariantCulture, $"pool {BoundedPoolThreads}");
    private static readonly string Low = string.Create(CultureInfo.InvariantCulture, $"{LowUsers} users");
    private static readonly string High = string.Create(CultureInfo.InvariantCulture, $"{HighUsers} users");

    public static readonly ClaimDefinition OffloadHelpsAtLowLoad = new("web-throughput.offload-helps-at-low-load", Provenance.Article("003", "table-3/fair/时长均值", "table-3/fairasync/时长均值", "table-3/fair/吞吐均值", "table-3/fairasync/吞吐均值"),
        "At 25 users, fair-async answers in about half the time of fair and serves about twice as many requests.",
        "latency 0.50×, throughput 1.99× (1.01 s vs 2.02 s; 21.3 vs 10.7 req/s)",
        new AllOfCheck(
            // In a closed loop the mean latency is users / throughput, so the latency ratio is the inverse throughput
            // ratio: judged on the seconds' throughput with its interval, not as one exact value of two noisy means.
            new RatioCheck(Throughput, Bounded("fair", Low), Bounded("fair-async", Low), Band.Hedged("web-throughput.offload-helps-at-low-load", "latency"), Band.AtMost(1.0))
            { Label = "fair-async / fair mean latency at 25 users (as fair / fair-async throughput)" },
            new RatioCheck(Throughput, Bounded("fair-async", Low), Bounded("fair", Low), Band.Hedged("web-throughput.offload-helps-at-low-load", "throughput"), Band.AtLeast(1.0))
            { Label = "fair-async / fair throughput at 25 users" }),
        new ClaimReading(
            Holds: "with threads to spare, another worker takes the offloaded unit and the two units run in parallel",
            Differs: "offloading helped, by another amount: some offloaded tasks ran inline (serially; see inline_fraction) or the machine was busy",
            Refuted: "offloading did not help at low load in this run"));

    public static readonly ClaimDefinition OffloadFadesAtHighLoad = new("web-throughput.offload-fades-at-high-load", Provenance.Article("003", "text/fair-async-duration-from", "text/fair-async-duration-to", "param/fair-test-high-users", "param/fair-test-low-users", "table-2/fairasync/时长均值", "table-3/fairasync/时长均值"),
        "At 200 users with a bounded pool, contention for worker threads raises fair-async's duration per request from about 1 (its duration at 25 users) to 1.85.",
        "1 → 1.85 (text; its table prints 1.01 s at 25 users and 1.59 s at 200)",
        // In a closed loop a request's mean duration is users ÷ throughput, so the duration ratio is 200/25 times the
        // inverse throughput ratio: judged on the seconds' throughput with its interval.
        new RatioCheck(Throughput, Bounded("fair-async", Low), Bounded("fair-async", High), Band.Hedged("web-throughput.offload-fades-at-high-load"), Band.AtLeast(1.0))
        {
            Label = "fair-async duration at 200 users ÷ at 25 (as 200/25 × throughput at 25 ÷ at 200)",
            Scale = (double)HighUsers / LowUsers,
            NoEffect = Band.NoEffectRatio,
        },
        new ClaimReading(
            Holds: "with every thread busy and requests always queued, nobody steals the offloaded task; Wait runs it inline (see inline_fraction), so fair-async's two units run one after another more and more often",
            Differs: "the duration rose, by another factor than the article's: how often the offloaded unit runs inline depends on the pool and the cores",
            Refuted: "fair-async's duration did not rise at high load in this run"));

    public static readonly ClaimDefinition MoreOffloadLessThroughput = new("web-throughput.more-offload-less-throughput", Provenance.Article("003", "text/base-test-clear-gap", "table-1/base/吞吐均值", "table-1/baseasync/吞吐均值", "table-1/baseasync_/吞吐均值"),
        "Under a stepped load with a bounded pool, mean throughput falls as more work is offloaded: base > base-async > base-async2.",
        "145 > 98.7 > 69.5 req/s",
        new AllOfCheck(
            // Second i of two ramps is at the same step (the same users), so the ramps are read second by second, in pairs:
            // read as two unpaired samples, their seconds' spread is mostly the designed steps.
            new RatioCheck(Throughput, Bounded("base-async", WebLoadTest.Stepped), Bounded("base", WebLoadTest.Stepped), Band.Hedged("web-throughput.more-offload-less-throughput"), Band.AtMost(1.0))
            { Label = "base-async / base throughput (stepped, second by second)", Paired = true },
            new RatioCheck(Throughput, Bounded("base-async2", WebLoadTest.Stepped), Bounded("base-async", WebLoadTest.Stepped), Band.Hedged("web-throughput.more-offload-less-throughput"), Band.AtMost(1.0))
            { Label = "base-async2 / base-async throughput (stepped, second by second)", Paired = true }),
        new ClaimReading(
            Holds: "each offloaded unit takes another pool thread (or, inline, the same thread for longer); with a bounded pool that is throughput lost",
            Differs: "offloading cost throughput, but less than the article's clear gap (10 %)",
            Refuted: "offloading did not cost throughput under the bounded pool in this run"));

    public static readonly ClaimDefinition TrueAsyncScales = new("web-throughput.true-async-scales", Provenance.Lab("the article offloads to pool threads; waiting without a thread, which it argues for, it does not measure"),
        "At 200 users with the same bounded pool, the async endpoint serves about users/(2U) req/s with few threads.",
        "not in the article",
        // The claimed side is "more than the pool allows blocking code": 64 threads each held 2U serve 64/200 of users/(2U).
        new LevelCheck(Metrics.IdealShare, Bounded("async", High), Band.AtLeast(0.8), Band.AtLeast((double)BoundedPoolThreads / HighUsers))
        { Label = "async throughput at 200 users (bounded pool) as a share of users/(2U), mean over its seconds" },
        new ClaimReading(
            Holds: "a request waiting on a timer holds no thread, so the pool bound does not limit it",
            Differs: "async served more than the bounded pool's threads could serve blocking, but fell short of users/(2U): the cores (shared with the load driver) were the limit",
            Refuted: "async did not scale past what the bounded pool allows blocking code in this run"));

    public static readonly ClaimDefinition SyncOverAsyncStarves = new("web-throughput.sync-over-async-starves", Provenance.Lab("the blocking the article warns about, measured under load with the default pool's slow thread injection"),
        "Sync-over-async with the default pool shows thread growth and high latency until the pool catches up.",
        "not in the article",
        new AllOfCheck(
            new ValueCheck(Metrics.ThreadsAdded, Default("sync-over-async", High), Band.AtLeast(3), Band.AtLeast(1))
            { Label = "worker threads added during sync-over-async at 200 users (default pool)" },
            // 3 × 2U; a test where more than 1 % of requests timed out counts its p99 as the timeout.
            new ValueCheck(WebThroughputMetrics.LatencyP99U, Default("sync-over-async", High), Band.AtLeast(6), Band.AtLeast(6))
            { Label = "its p99 latency (timeouts counted as the timeout)" }),
        new ClaimReading(
            Holds: "each request blocks a pool thread on a timer; the pool adds threads (faster for blocking waits than for Sleep), and requests queue until it has enough",
            Differs: "the pool grew by fewer threads than expected while latency was high",
            Refuted: "thread growth or high latency did not show at this load: the pool caught up quickly"));

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [OffloadHelpsAtLowLoad, OffloadFadesAtHighLoad, MoreOffloadLessThroughput, TrueAsyncScales, SyncOverAsyncStarves];

    private static CaseSelector Bounded(string endpoint, string test) => CaseSelector.Of(endpoint, ("test", test), ("pool", BoundedPool));

    private static CaseSelector Default(string endpoint, string test) => CaseSelector.Of(endpoint, ("test", test), ("pool", DefaultPool));
}
