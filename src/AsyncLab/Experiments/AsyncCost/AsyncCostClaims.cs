using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Experiments.AsyncCost.AsyncCostVariants;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>The async-cost claims as data: the figures each reads, its band, and what each verdict means.</summary>
public static class AsyncCostClaims
{
    private static readonly Metric Time = Metrics.TimeNs;
    private static readonly Metric Bytes = Metrics.AllocatedBytesPerOp;

    private static readonly CaseSelector Baseline = new(SyncOverAsyncInit);

    /// <summary>Ratios within 1 % of 1: below the lexicon's "slightly" and "somewhat", no effect that those words could name.</summary>
    private static readonly Band SlightNoEffect = new(0.99, 1.01);

    // The time ratios read the lab's bursts in turns (StockPriceTurns): the same calls, paired milliseconds apart, on the
    // list of 1,001 entries that the article's timings fit. The printed 101 entries run as variants beside them.
    private static readonly CaseSelector DirectTurns = Timed(Direct);
    private static readonly CaseSelector TaskTurns = Timed(AsyncTask);
    private static readonly CaseSelector ValueTaskTurns = Timed(AsyncValueTask);
    private static readonly CaseSelector BaselineTurns = Timed(SyncOverAsyncInit);
    private static readonly CaseSelector BaselineAwaitTurns = Timed(SyncOverAsyncInit + AwaitSuffix);
    private static readonly CaseSelector TaskAwaitTurns = Timed(AsyncTask + AwaitSuffix);
    private static readonly CaseSelector ValueTaskAwaitTurns = Timed(AsyncValueTask + AwaitSuffix);

    /// <summary>Where the time claims' labels say which list they read.</summary>
    private const string AtTimedScale = "1,001 entries, the scale of the article's timings";
    private static readonly CaseSelector Task = new(AsyncTask);
    private static readonly CaseSelector ValueTask = new(AsyncValueTask);
    private static readonly CaseSelector BaselineAwait = new(SyncOverAsyncInit + AwaitSuffix);
    private static readonly CaseSelector TaskAwait = new(AsyncTask + AwaitSuffix);
    private static readonly CaseSelector ValueTaskAwait = new(AsyncValueTask + AwaitSuffix);

    public static readonly ClaimDefinition SyncCompletionOverhead = new("async-cost.sync-completion-overhead",
        Provenance.Article("000/001", "text/sync-completion-15pct-slower", "text/overhead-depends-on-work",
            "table-1/GetStockPriceForAsync/Mean", "table-1/GetPricesDirectlyFromCache/Mean"),
        "An async Task method that completes synchronously is roughly 15 % slower than the purely synchronous method.",
        "1.16× (table 1: 2.523 against 2.177 µs; text: roughly 15%)",
        // "The purely synchronous method" is the direct lookup (the article's GetPricesDirectlyFromCache), and "roughly 15%"
        // is the lexicon's range; the article's footnote (the figure depends on the method's work) is why a run outside
        // it differs rather than refutes.
        new RatioCheck(Time, TaskTurns, DirectTurns, Band.Hedged("async-cost.sync-completion-overhead"), Band.AtLeast(1.0))
        { Label = $"turns-1000-async-task / turns-1000-direct ({AtTimedScale})", Paired = true },
        new ClaimReading(
            Holds: "the state machine and the Task it returns are a small fixed cost beside the lookup",
            Differs: "the async method costs more than the direct lookup, by another share than the article's; as its footnote says, the " +
                "share depends on how much work the method does",
            Refuted: "the async method was not slower than the purely synchronous one"));

    public static readonly ClaimDefinition TaskSyncAlloc = new("async-cost.task-sync-alloc",
        Provenance.Article("000/001", "table-1/GetStockPriceForAsync/Allocated", "text/summary-async-task-t-88-bytes"),
        "async Task<decimal> completing synchronously allocates one task.", "88 B",
        new ValueCheck(Bytes, Task, Band.Hedged("async-cost.task-sync-alloc"), Band.AtLeast(1)) { Label = "async-task bytes per call" },
        new ClaimReading(
            Holds: "one Task<decimal> per call, of the size the article printed",
            Differs: "one Task<decimal> per call, of another size on this runtime: on 64-bit .NET it is 80 B (header, Task fields, the " +
                "16 B result), where .NET Framework's Task carried one more field (m_parent), hence the article's 88 B",
            Refuted: "no allocation: this runtime served the result without a new Task"));

    public static readonly ClaimDefinition SyncOverCompletedNoAlloc = new("async-cost.sync-over-completed-no-alloc",
        Provenance.Article("000/001", "table-1/GetStockPriceFor/Allocated", "text/allocated-zero"),
        "Blocking on an already completed async Task allocates nothing.", "0 B",
        ZeroBytes(Baseline, Band.Hedged("async-cost.sync-over-completed-no-alloc")),
        new ClaimReading(
            Holds: "GetResult on a completed Task returns at once; the non-generic async Task completing synchronously is the " +
                "runtime's cached completed task",
            Refuted: "something on this path allocates per call"));

    public static readonly ClaimDefinition ValueTaskSyncNoAlloc = new("async-cost.valuetask-sync-no-alloc",
        Provenance.Article("000/001", "table-2/GetStockPriceWithValueTaskAsync/Allocated", "text/valuetask-no-alloc-when-sync"),
        "async ValueTask<T> completing synchronously allocates nothing.", "0 B",
        ZeroBytes(ValueTask, Band.Hedged("async-cost.valuetask-sync-no-alloc")),
        new ClaimReading(
            Holds: "the result travels inside the ValueTask struct; no box is created when the method never suspends",
            Refuted: "the async ValueTask method allocated although it never suspended"));

    public static readonly ClaimDefinition ValueTaskSyncFaster = new("async-cost.valuetask-sync-faster",
        Provenance.Article("000/001", "text/valuetask-slightly-faster-sync", "table-2/GetStockPriceWithValueTaskAsync/Mean",
            "table-2/GetStockPriceForAsync/Mean"),
        "ValueTask is slightly faster than Task when completing synchronously.", "0.98× (table 2: 1.519 against 1.552 µs)",
        // "Slightly faster": the lexicon's "slightly", turned over (ValueTask's time over Task's). "No effect" is under the
        // lexicon's 1 % either way: with the usual ±2 %, the article's own 0.98× counted as no effect.
        new RatioCheck(Time, ValueTaskTurns, TaskTurns, Band.Hedged("async-cost.valuetask-sync-faster"), Band.AtMost(1.00))
        { NoEffect = SlightNoEffect, Paired = true, Label = $"turns-1000-async-valuetask / turns-1000-async-task ({AtTimedScale})" },
        new ClaimReading(
            Holds: "ValueTask avoids allocating (and later collecting) a Task per call",
            Differs: "ValueTask was faster by more than 'slightly'",
            Refuted: "ValueTask was not faster here: its larger state machine and result struct cost about what the " +
                "avoided allocation saves"));

    public static readonly ClaimDefinition FastPathNoAlloc = new("async-cost.fast-path-no-alloc",
        Provenance.Reading("000/001", "the article presents the fast path as a way to avoid the async machinery and warns that a " +
                "capturing one allocates; it prints no figure for the non-capturing one, so 0 B is the lab's reading",
            "text/fast-path-closure-allocates", "text/fast-path-benefit-small"),
        "The non-async fast path allocates nothing.", "0 B",
        // Bytes only: the article calls the fast path's speed benefit insignificant, so a claim that it is the fastest
        // variant would be the lab's, not the article's. Its time stays in the table beside async-valuetask.
        ZeroBytes(new CaseSelector(FastPath), Band.Exactly(0)),
        new ClaimReading(
            Holds: "no state machine runs when the initialiser is done; the slow path is a static local function, so nothing is captured",
            Refuted: "the fast path allocated"));

    public static readonly ClaimDefinition CapturingFastPathAllocates = new("async-cost.capturing-fast-path-allocates",
        Provenance.Article("000/001", "text/fast-path-closure-allocates"),
        "A capturing local function allocates a closure even on the fast path.", "> 0 B",
        new ValueCheck(Bytes, new CaseSelector(FastPathCapturing), Band.Hedged("async-cost.capturing-fast-path-allocates"), Band.AtLeast(1))
        { Label = "fast-path-capturing bytes per call" },
        new ClaimReading(
            Holds: "variables captured by an async local function live in a class the compiler allocates on entry, " +
                "before the fast-path check",
            Refuted: "the compiler did not allocate the closure on the fast path"));

    public static readonly ClaimDefinition AwaitIncompleteCost = new("async-cost.await-incomplete-cost",
        Provenance.Article("000/001", "text/await-incomplete-4us", "text/await-incomplete-300-bytes", "table-3/GetStockPriceFor_Await/Mean",
            "table-3/GetStockPriceFor_Await/Ratio", "table-3/GetStockPriceFor_Await/Allocated"),
        "Awaiting an incomplete task costs about 4 µs and almost 300 B per call.",
        "+4.1 µs (table 3: 6.441 µs, 2.76× its baseline), 296 B",
        new AllOfCheck(
            // "About 4 µs" is a time on the article's machine, so it is not judged here: its own table gives the same cost as
            // a ratio to the call that does not yield (2.76×), and that ratio, at the article's scale, is.
            new RatioCheck(Time, BaselineAwaitTurns, BaselineTurns, Band.Hedged("async-cost.await-incomplete-cost", "time"),
                Band.AtLeast(1.0))
            { Label = $"turns-1000-sync-over-async-init-await / turns-1000-sync-over-async-init ({AtTimedScale})" },
            new ShiftCheck(Bytes, BaselineAwait, Baseline, Band.Hedged("async-cost.await-incomplete-cost", "bytes"), Band.AtLeast(1))
            { ExactValues = true, Label = "extra bytes per call" }),
        new ClaimReading(
            Holds: "measured on the sync caller blocking on a yielding initialiser: a thread-pool hop, a state machine box and a wait",
            Differs: "awaiting costs time and bytes, in other amounts on this runtime and machine",
            Refuted: "awaiting the incomplete task cost nothing measurable"));

    public static readonly ClaimDefinition SyncCallerFasterWhenYielding = new("async-cost.sync-caller-faster-when-yielding",
        Provenance.Article("000/001", "text/sync-caller-almost-2x-faster", "table-3/GetStockPriceFor_Await/Mean",
            "table-3/GetStockPriceForAsync_Await/Mean"),
        "When every call yields, the sync caller is almost twice as fast as the async Task method.",
        "0.62× (table 3: 6.441 against 10.439 µs)",
        new RatioCheck(Time, BaselineAwaitTurns, TaskAwaitTurns, Band.Hedged("async-cost.sync-caller-faster-when-yielding"),
            Band.AtMost(1.00))
        {
            NoEffect = Band.NoEffectRatio, Paired = true,
            Label = $"turns-1000-sync-over-async-init-await / turns-1000-async-task-await ({AtTimedScale})",
        },
        new ClaimReading(
            Holds: "the async method adds its own state machine box and a second continuation on top of the initialiser's",
            Differs: "the sync caller is faster, by another margin than the article's 'almost twice'",
            Refuted: "the sync caller was not faster here"));

    public static readonly ClaimDefinition ValueTaskSlowerWhenYielding = new("async-cost.valuetask-slower-when-yielding",
        Provenance.Article("000/001", "text/valuetask-slower-when-not-sync", "table-3/GetStockPriceWithValueTaskAsync_Await/Allocated",
            "table-3/GetStockPriceForAsync_Await/Allocated"),
        "When every call yields, ValueTask takes somewhat longer than Task and allocates more.", "1.00×, 577 vs 553 B",
        new AllOfCheck(
            new RatioCheck(Time, ValueTaskAwaitTurns, TaskAwaitTurns, Band.Hedged("async-cost.valuetask-slower-when-yielding"),
                Band.AtLeast(1.00))
            {
                NoEffect = SlightNoEffect, Paired = true,
                Label = $"turns-1000-async-valuetask-await / turns-1000-async-task-await ({AtTimedScale})",
            },
            new ShiftCheck(Bytes, ValueTaskAwait, TaskAwait, Band.AtLeast(1), Band.AtLeast(1))
            { ExactValues = true, Label = "extra bytes of ValueTask" }),
        new ClaimReading(
            Holds: "once it suspends, an async ValueTask method allocates a state machine box like Task does, and " +
                "its box is a little bigger",
            Differs: "ValueTask is slower and allocates more, but by more than 'somewhat'",
            Refuted: "ValueTask was no slower (within 1 %), or allocated no more than Task, when yielding"));

    public static readonly ClaimDefinition PoolingRemovesYieldAlloc = new("async-cost.pooling-removes-yield-alloc",
        Provenance.Lab("the article stops at ValueTask; the pooling builder (.NET 6+) targets exactly the " +
                "allocation its yielding rows show"),
        "The pooling builder removes the steady-state allocation of a yielding ValueTask method.", "not in the article",
        // Both awaited by the harness: a pooled ValueTask cannot be blocked on, so the plain one is measured the same way here.
        new RatioCheck(Bytes, new CaseSelector(PooledValueTaskAwait), new CaseSelector(AwaitedValueTaskAwait), Band.AtMost(0.5),
            Band.AtMost(0.999)) { ExactValues = true, Label = "pooled / plain bytes" },
        new ClaimReading(
            Holds: "the pooled builder reuses the method's state machine box; what is left is the yielding initialiser's own Task",
            Differs: "pooling removed some bytes, but the yielding initialiser's own allocations remain",
            Refuted: "pooling did not reduce the allocation"));

    public static readonly ClaimDefinition SyncCompletionOverheadAtPrintedCount = new(
        "async-cost.sync-completion-overhead-at-printed-count",
        Provenance.Reading("000/001", "the article's code prints Count = 100; its comment and its timings say 1,000, where the seed " +
            "claim is " +
            "judged. On the printed list the lookup is a tenth of the work, so the same overhead is a larger share (its footnote)",
            "text/sync-completion-15pct-slower", "text/overhead-depends-on-work", "table-1/GetStockPriceForAsync/Mean",
            "table-1/GetPricesDirectlyFromCache/Mean"),
        "On the list the article's code prints (101 entries), an async Task method completing synchronously is roughly 15 % slower " +
            "than the purely synchronous one.", "1.16× (on the article's own scale)",
        new RatioCheck(Time, new CaseSelector(StockPriceTurns.Prefix + AsyncTask), new CaseSelector(StockPriceTurns.Prefix + Direct),
            Band.Hedged("async-cost.sync-completion-overhead"), Band.AtLeast(1.0))
        { Label = "turns-async-task / turns-direct (101 entries, as printed)", Paired = true },
        new ClaimReading(
            Holds: "even on a tenth of the article's work, the async machinery stays within its roughly 15 %",
            Differs: "on a tenth of the work the fixed async cost is a larger share: the headline claim, on the article's scale, is the " +
                "one to read",
            Refuted: "the async method was not slower than the purely synchronous one"));

    public static readonly ClaimDefinition ValueTaskSyncFasterAtPrintedCount = new("async-cost.valuetask-sync-faster-at-printed-count",
        Provenance.Reading("000/001", "the same comparison on the list the article's code prints (Count = 100), beside the seed claim " +
            "judged " +
            "on the 1,000 its timings fit", "text/valuetask-slightly-faster-sync", "table-2/GetStockPriceWithValueTaskAsync/Mean",
            "table-2/GetStockPriceForAsync/Mean"),
        "On the list the article's code prints (101 entries), ValueTask is slightly faster than Task when completing synchronously.",
        "0.98× (on the article's own scale)",
        new RatioCheck(Time, new CaseSelector(StockPriceTurns.Prefix + AsyncValueTask),
            new CaseSelector(StockPriceTurns.Prefix + AsyncTask),
            Band.Hedged("async-cost.valuetask-sync-faster"), Band.AtMost(1.00))
        { NoEffect = SlightNoEffect, Paired = true, Label = "turns-async-valuetask / turns-async-task (101 entries, as printed)" },
        new ClaimReading(
            Holds: "ValueTask's saving shows on the shorter search too",
            Differs: "on a tenth of the work ValueTask's saving is a larger share",
            Refuted: "ValueTask was not faster on the printed list either"));

    public static readonly ClaimDefinition BlockingOnCompletedCostsLess = new("async-cost.blocking-on-completed-costs-less",
        Provenance.Article("000/001", "text/sync-over-async-init-cheaper", "table-1/GetStockPriceFor/Mean",
            "table-1/GetStockPriceForAsync/Mean"),
        "The sync method blocking on the completed async initialiser (GetStockPriceFor) even costs less than the async method.",
        "0.90× (table 1: 2.268 against 2.523 µs)",
        new RatioCheck(Time, BaselineTurns, TaskTurns, Band.Hedged("async-cost.blocking-on-completed-costs-less"), Band.AtMost(1.0))
        { NoEffect = SlightNoEffect, Paired = true, Label = $"turns-1000-sync-over-async-init / turns-1000-async-task ({AtTimedScale})" },
        new ClaimReading(
            Holds: "blocking on a completed task returns at once; the async method adds its state machine and a Task<decimal> per call",
            Differs: "the blocking caller is cheaper, by another margin",
            Refuted: "blocking on the completed initialiser was not cheaper than the async method"));

    public static readonly ClaimDefinition ValueTaskSyncSlowerInTable3 = new("async-cost.valuetask-sync-slower-in-table-3",
        Provenance.Article("000/001", "table-3/GetStockPriceWithValueTaskAsync/Mean", "table-3/GetStockPriceForAsync/Mean",
            "text/valuetask-slightly-faster-sync"),
        "The article's third table times ValueTask completing synchronously at 1.05× Task: slower, against its own text's " +
            "'a bit faster' (valuetask-sync-faster).",
        "1.05× (table 3: 2.625 against 2.505 µs)",
        new RatioCheck(Time, ValueTaskTurns, TaskTurns, Band.Hedged("async-cost.valuetask-sync-slower-in-table-3"), Band.Everything)
        { Paired = true, Label = $"turns-1000-async-valuetask / turns-1000-async-task ({AtTimedScale})" },
        new ClaimReading(
            Holds: "this run sides with the article's third table; read it beside valuetask-sync-faster, which checks the text: " +
                "the article disagrees with itself",
            Differs: "this run's ratio is outside the third table's figure; read it beside valuetask-sync-faster, which checks the " +
                "article's text"));

    public static IReadOnlyList<ClaimDefinition> All { get; } =
    [
        SyncCompletionOverhead, SyncCompletionOverheadAtPrintedCount, TaskSyncAlloc, SyncOverCompletedNoAlloc, ValueTaskSyncNoAlloc,
        ValueTaskSyncFaster, ValueTaskSyncFasterAtPrintedCount, ValueTaskSyncSlowerInTable3, BlockingOnCompletedCostsLess,
            FastPathNoAlloc, CapturingFastPathAllocates, AwaitIncompleteCost,
        SyncCallerFasterWhenYielding, ValueTaskSlowerWhenYielding, PoolingRemovesYieldAlloc,
    ];

    private static CaseSelector Timed(string variant) => new(StockPriceTurns.TimedScalePrefix + variant);

    /// <summary>"Allocates nothing": the band's 0 B read within <see cref="BytesTolerance"/>, as bytes are read unrounded.</summary>
    private static ValueCheck ZeroBytes(CaseSelector selector, Band holds) =>
        new(Bytes, selector, BytesTolerance.On(holds), BytesTolerance.On(holds)) { Label = $"{selector} bytes per call" };
}
