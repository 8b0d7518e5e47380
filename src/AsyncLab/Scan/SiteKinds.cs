namespace AsyncLab.Scan;

/// <summary>
/// The vocabulary of <see cref="SiteKind"/>: each kind's words, the analyzer rules that report it, and the lab's claims that
/// measure what it costs (docs/SCAN.md has the same table for people). A kind no claim measures has none, and says so.
/// </summary>
public static class SiteKinds
{
    /// <summary>The rules scan reads, each with the kind it reports where the site's own code does not say more.</summary>
    public static IReadOnlyDictionary<string, SiteKind> Rules { get; } = new Dictionary<string, SiteKind>(StringComparer.Ordinal)
    {
        ["VSTHRD002"] = SiteKind.BlockingWait,
        ["VSTHRD103"] = SiteKind.BlockingInAsync,
        ["AsyncFixer02"] = SiteKind.BlockingInAsync,
        ["CA1849"] = SiteKind.BlockingInAsync,
        ["MA0042"] = SiteKind.BlockingInAsync,
        // Meziantou's rule for synchronous code: kept where it blocks on a task or sits in an async method (see Sites).
        ["MA0045"] = SiteKind.BlockingInAsync,
        ["VSTHRD100"] = SiteKind.AsyncVoid,
        ["VSTHRD101"] = SiteKind.AsyncVoid,
        ["AsyncFixer03"] = SiteKind.AsyncVoid,
        ["VSTHRD110"] = SiteKind.FireAndForget,
        ["AsyncFixer04"] = SiteKind.FireAndForget,
        ["CA2012"] = SiteKind.ValueTaskMisuse,
        ["VSTHRD105"] = SiteKind.ImplicitScheduler,
    };

    /// <summary>
    /// The order in which the kinds of a site's rules win when they disagree: what the site does to its caller first (an
    /// async void cannot be awaited at all), then what it costs each call.
    /// </summary>
    public static IReadOnlyList<SiteKind> Precedence { get; } =
    [
        SiteKind.AsyncVoid, SiteKind.FireAndForget, SiteKind.ValueTaskMisuse, SiteKind.OffloadThenWait, SiteKind.BlockingWait,
        SiteKind.BlockingInAsync, SiteKind.ImplicitScheduler,
    ];

    public static string Describe(SiteKind kind) => kind switch
    {
        SiteKind.BlockingWait => "blocking on a task",
        SiteKind.OffloadThenWait => "a task started on another thread only to be waited for",
        SiteKind.BlockingInAsync => "a blocking call in an async method",
        SiteKind.AsyncVoid => "async void",
        SiteKind.FireAndForget => "a task started and never observed",
        SiteKind.ValueTaskMisuse => "a ValueTask consumed twice or kept",
        SiteKind.ImplicitScheduler => "StartNew or ContinueWith on the current scheduler",
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, null),
    };

    /// <summary>
    /// The lab's claims whose figures are what the kind costs, the nearest first; empty where the lab measures nothing of
    /// it. Blocking holds a pool thread per call: web-throughput measures that under load, async-cost per call, and
    /// composition the deadlock it risks under a single-threaded context.
    /// </summary>
    public static IReadOnlyList<string> Claims(SiteKind kind) => kind switch
    {
        SiteKind.BlockingWait =>
        [
            "web-throughput.sync-over-async-starves", "async-cost.sync-caller-faster-when-yielding",
            "composition.wait-deadlocks-with-context",
        ],
        SiteKind.OffloadThenWait =>
        [
            "command-bus.startnew-costs-a-hop", "web-throughput.more-offload-less-throughput",
            "web-throughput.offload-fades-at-high-load",
        ],
        SiteKind.BlockingInAsync => ["web-throughput.sync-over-async-starves", "web-throughput.true-async-scales"],
        SiteKind.ImplicitScheduler => ["command-bus.startnew-costs-a-hop"],
        SiteKind.AsyncVoid or SiteKind.FireAndForget or SiteKind.ValueTaskMisuse => [],
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, null),
    };

    /// <summary>The experiment a claim id belongs to: the part before its first dot.</summary>
    public static string ExperimentOf(string claimId) => claimId[..claimId.IndexOf('.', StringComparison.Ordinal)];

    /// <summary>What to write instead, in one line.</summary>
    public static string Fix(SiteKind kind) => kind switch
    {
        SiteKind.BlockingWait => "await the task (and make the callers async)",
        SiteKind.OffloadThenWait => "call the work directly, or await it",
        SiteKind.BlockingInAsync => "await the async twin of the call",
        SiteKind.AsyncVoid => "return Task, and await it",
        SiteKind.FireAndForget => "await the task, or hand it to something that observes it",
        SiteKind.ValueTaskMisuse => "await a ValueTask once, or call AsTask() to keep it",
        SiteKind.ImplicitScheduler => "pass TaskScheduler.Default, or use Task.Run",
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, null),
    };
}
