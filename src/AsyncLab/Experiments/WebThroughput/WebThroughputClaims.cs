using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>The five web-throughput claims, and how each is judged from this run's load tests.</summary>
public static class WebThroughputClaims
{
    private const string Seed = "seed 003";

    public static readonly ClaimDefinition OffloadHelpsAtLowLoad = new("web-throughput.offload-helps-at-low-load", Seed,
        "At 25 users, fair-async answers in about half the time of fair and serves about twice as many requests.",
        "latency 0.50×, throughput 1.99× (1.01 s vs 2.02 s; 21.3 vs 10.7 req/s)", "latency 0.4–0.65× and throughput 1.5–2.5×");

    public static readonly ClaimDefinition OffloadFadesAtHighLoad = new("web-throughput.offload-fades-at-high-load", Seed,
        "At 200 users with a bounded pool, the throughput gain of fair-async over fair shrinks.",
        "1.26× at 200 users vs 1.99× at 25", "fair-async/fair throughput at 200 users < the 25-user gain");

    public static readonly ClaimDefinition MoreOffloadLessThroughput = new("web-throughput.more-offload-less-throughput", Seed,
        "Under a stepped load with a bounded pool, mean throughput falls as more work is offloaded: base > base-async > base-async2.",
        "145 > 98.7 > 69.5 req/s", "strict order");

    public static readonly ClaimDefinition TrueAsyncScales = new("web-throughput.true-async-scales", ClaimDefinition.LabSource,
        "At 200 users with the same bounded pool, the async endpoint serves about users/(2U) req/s with few threads.",
        "not in the article", "≥ 80% of users/(2U)");

    public static readonly ClaimDefinition SyncOverAsyncStarves = new("web-throughput.sync-over-async-starves", ClaimDefinition.LabSource,
        "Sync-over-async with the default pool shows thread growth and high latency until the pool catches up.",
        "not in the article", "thread count rises and p99 ≥ 3 × 2U (or requests time out)");

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [OffloadHelpsAtLowLoad, OffloadFadesAtHighLoad, MoreOffloadLessThroughput, TrueAsyncScales, SyncOverAsyncStarves];

    public static IReadOnlyList<ClaimResult> Judge(WebTestOutcomes o, WebThroughputSettings s) =>
    [
        WebThroughputJudgements.OffloadHelps(o),
        WebThroughputJudgements.OffloadFades(o),
        WebThroughputJudgements.MoreOffloadLess(o),
        WebThroughputJudgements.TrueAsync(o, s),
        WebThroughputJudgements.SyncOverAsync(o, s),
    ];
}
