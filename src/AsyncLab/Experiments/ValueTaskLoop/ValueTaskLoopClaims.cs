using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Experiments.ValueTaskLoop.LoopVariants;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// The five valuetask-loop claims as data: judged on the loop's repeats (the article's own harness) and, for one,
/// against BenchmarkDotNet's iterations of the same methods.
/// </summary>
public static class ValueTaskLoopClaims
{
    public const string LoopHarness = "loop";
    public const string BenchmarkHarness = "benchmarkdotnet";

    private static readonly Metric Rate = Metrics.OpsPerSec;
    private static readonly Metric Bytes = Metrics.AllocatedBytesPerOp;

    /// <summary>The loop reads a process-wide counter; a few stray bytes from other threads are not the method's.</summary>
    private const double ByteTolerance = 0.5;

    /// <summary>How far the two harnesses may disagree and still count as agreeing: bytes, and time as a ratio.</summary>
    private const double HarnessByteTolerance = 1.0;
    private const double HarnessTimeTolerance = 0.25;

    public static readonly ClaimDefinition SyncAlloc = new("valuetask-loop.sync-alloc",
        Provenance.Article("002", "table-1/Using ValueTask<object> - Synchronous completion/Allocations per loop",
            "table-1/Using Task<object> - Synchronous completion/Allocations per loop"),
        "Completing synchronously, ValueTask allocates 24 B a loop (only the result object) and Task 96 B (a task object more).",
        "24 B vs 96 B",
        new AllOfCheck(
            new ValueCheck(Bytes, Loop(ValueTaskSync), Band.Hedged("valuetask-loop.sync-alloc", "valuetask"), Band.AtLeast(0))
            { Label = "ValueTask bytes per loop" },
            new ValueCheck(Bytes, Loop(TaskSync), Band.Hedged("valuetask-loop.sync-alloc", "task"), Band.AtLeast(24 + ByteTolerance))
            { Label = "Task bytes per loop" }),
        new ClaimReading(
            Holds: "the ValueTask carries the result inline, so only new object() is allocated; Task<object> adds one completed task " +
                "(object results are never served from the runtime's task cache)",
            Differs: "Task still allocates more than ValueTask, but not by one task object, or ValueTask allocated more than its result",
            Refuted: "Task<object> allocated no more than ValueTask<object> in this run"));

    public static readonly ClaimDefinition SyncThroughput = new("valuetask-loop.sync-throughput",
        Provenance.Article("002", "text/valuetask-pays-off-when-mostly-sync",
            "table-1/Using ValueTask<object> - Synchronous completion/Loops", "table-1/Using Task<object> - Synchronous completion/Loops"),
        "Completing synchronously, ValueTask loops faster than Task.", "1.04× (8.81 M vs 8.45 M loops)",
        new RatioCheck(Rate, Loop(ValueTaskSync), Loop(TaskSync), Band.Hedged("valuetask-loop.sync-throughput"), Band.AtLeast(1.0))
        { Label = "ValueTask / Task loops per second", NoEffect = new Band(0.99, 1.01), Paired = true },
        new ClaimReading(
            Holds: "no task to allocate and later collect per loop",
            Refuted: "ValueTask's wider result and awaiter cost more than the avoided allocation on this machine"));

    public static readonly ClaimDefinition AsyncSlightlyWorse = new("valuetask-loop.async-slightly-worse",
        Provenance.Article("002", "text/valuetask-slightly-worse-when-all-async",
            "table-1/Using ValueTask<object> - Asynchronous completion/Loops", "table-1/Using Task<object> - Asynchronous completion/Loops",
            "table-1/Using ValueTask<object> - Asynchronous completion/Allocations per loop",
            "table-1/Using Task<object> - Asynchronous completion/Allocations per loop"),
        "Completing asynchronously, ValueTask is a little slower and allocates a little more than Task.", "0.93×, 144 vs 136 B",
        new AllOfCheck(
            new RatioCheck(Rate, Loop(ValueTaskAsync), Loop(TaskAsync), Band.Hedged("valuetask-loop.async-slightly-worse"),
                Band.AtMost(1.0)) { Label = "ValueTask / Task loops per second", NoEffect = new Band(0.99, 1.01), Paired = true },
            new ShiftCheck(Bytes, Loop(ValueTaskAsync), Loop(TaskAsync), Band.AtLeast(-ByteTolerance), Band.AtLeast(-ByteTolerance))
            {
                ExactValues = true,
                Label = "ValueTask − Task bytes per loop",
            }),
        new ClaimReading(
            Holds: "once it suspends, the ValueTask method boxes its state machine like the Task method does, and the ValueTask " +
                "wrapper adds its own work",
            Differs: "ValueTask was slower by more than 'slightly' (10 %)",
            Refuted: "ValueTask was no slower (within 1 %) or faster, or lighter, than Task when yielding"));

    public static readonly ClaimDefinition SyncVsAsyncGap = new("valuetask-loop.sync-vs-async-gap",
        Provenance.Reading("002", "the article prints the four loop counts; that completing synchronously is an order of magnitude " +
                "faster (18.8x for Task, 21.2x for ValueTask) is the lab's reading of them",
            "table-1/Using Task<object> - Synchronous completion/Loops", "table-1/Using Task<object> - Asynchronous completion/Loops",
            "table-1/Using ValueTask<object> - Synchronous completion/Loops",
            "table-1/Using ValueTask<object> - Asynchronous completion/Loops"),
        "Completing synchronously is an order of magnitude faster than yielding.", "18.8× (Task), 21.2× (ValueTask)",
        new AllOfCheck(
            new RatioCheck(Rate, Loop(TaskSync), Loop(TaskAsync), Band.AtLeast(5), Band.AtLeast(1))
            { Label = "Task sync / async loops per second", Paired = true },
            new RatioCheck(Rate, Loop(ValueTaskSync), Loop(ValueTaskAsync), Band.AtLeast(5), Band.AtLeast(1))
            { Label = "ValueTask sync / async loops per second", Paired = true }),
        new ClaimReading(
            Holds: "a yield sends every loop through the thread-pool queue; a synchronous completion is a call and a return",
            Differs: "synchronous completion is faster, but by less than 5×",
            Refuted: "yielding was not slower than completing synchronously"));

    public static readonly ClaimDefinition HarnessAgrees = new("valuetask-loop.harness-agrees",
        Provenance.Lab("the article's loop is a do-it-yourself harness; the lab checks it against BenchmarkDotNet on the same methods"),
        "The loop's figures agree with BenchmarkDotNet's for the same methods.", "not in the article",
        new AllOfCheck(LoopVariants.All.Select(v => HarnessAgreement(v.Id)).ToArray()),
        new ClaimReading(
            Holds: "both harnesses count the same allocations and time per call",
            Differs: "bytes agree; time differs beyond 25%. For -async variants BenchmarkDotNet blocks its own thread on each call and " +
                "is woken when it completes, where the loop continues inline on the pool thread; for the synchronous ones (tens of " +
                "nanoseconds) the loop's own await and counting and the machine's load weigh on the figure (see the loop's spread)",
            Refuted: "the harnesses counted different bytes per call for the same method"));

    public static readonly ClaimDefinition AsyncAlloc = new("valuetask-loop.async-alloc", Provenance.Article("002", "table-1/Using " +
        "ValueTask<object> - Asynchronous completion/Allocations per loop", "table-1/Using Task<object> - Asynchronous " +
        "completion/Allocations per loop"),
        "Completing asynchronously, ValueTask allocates 144 B a loop and Task 136 B.", "144 B vs 136 B",
        new AllOfCheck(
            new ValueCheck(Bytes, Loop(ValueTaskAsync), Band.Hedged("valuetask-loop.async-alloc", "valuetask"),
                Band.AtLeast(0)) { Label = "ValueTask bytes per loop" },
            new ValueCheck(Bytes, Loop(TaskAsync), Band.Hedged("valuetask-loop.async-alloc", "task"), Band.AtLeast(0)) { Label = "Task " +
                "bytes per loop" }),
        new ClaimReading(
            Holds: "a method that suspends boxes its state machine whether it returns Task or ValueTask, and ValueTask's box is a little " +
                "larger",
            Differs: "both allocate when they suspend, in other amounts on this runtime: the state machine box's size is the runtime's"));

    public static IReadOnlyList<ClaimDefinition> All { get; } = [SyncAlloc, AsyncAlloc, SyncThroughput, AsyncSlightlyWorse,
        SyncVsAsyncGap, HarnessAgrees];

    public static CaseSelector Loop(string variant) => CaseSelector.Of(variant, ("harness", LoopHarness));

    public static CaseSelector Benchmark(string variant) => CaseSelector.Of(variant, ("harness", BenchmarkHarness));

    /// <summary>One variant's agreement: bytes within a byte (else refuted), time per call within 25% (else differs).</summary>
    private static AllOfCheck HarnessAgreement(string variant) => new(
        new ShiftCheck(Bytes, Loop(variant), Benchmark(variant), new Band(-HarnessByteTolerance, HarnessByteTolerance),
            new Band(-HarnessByteTolerance, HarnessByteTolerance))
        {
            ExactValues = true,
            Label = $"{variant} loop − BenchmarkDotNet bytes",
        },
        new RatioCheck(Metrics.TimeNs, Loop(variant), Benchmark(variant), new Band(1 - HarnessTimeTolerance, 1 + HarnessTimeTolerance),
            Band.Everything)
        {
            Label = $"{variant} loop / BenchmarkDotNet time",
        });
}
