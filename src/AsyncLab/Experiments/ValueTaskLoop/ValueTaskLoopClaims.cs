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
        new AllOfCheck(
            new ValueCheck(Bytes, Loop(ValueTaskSync), Band.Hedged("valuetask-loop.sync-alloc", "valuetask"), Band.AtLeast(0))
            { Label = "ValueTask bytes per loop" },
            new ValueCheck(Bytes, Loop(TaskSync), Band.Hedged("valuetask-loop.sync-alloc", "task"), Band.AtLeast(24 + ByteTolerance))
            { Label = "Task bytes per loop" }));

    public static readonly ClaimDefinition SyncThroughput = new("valuetask-loop.sync-throughput",
        Provenance.Article("002", "text/valuetask-pays-off-when-mostly-sync",
            "table-1/Using ValueTask<object> - Synchronous completion/Loops", "table-1/Using Task<object> - Synchronous completion/Loops"),
        new RatioCheck(Rate, Loop(ValueTaskSync), Loop(TaskSync), Band.Hedged("valuetask-loop.sync-throughput"), Band.AtLeast(1.0))
        { Label = "ValueTask / Task loops per second", NoEffect = new Band(0.99, 1.01), Paired = true });

    public static readonly ClaimDefinition NoHugeGain = new("valuetask-loop.no-huge-gain",
        Provenance.Article("002", "text/valuetask-pays-off-when-mostly-sync",
            "table-1/Using ValueTask<object> - Synchronous completion/Loops", "table-1/Using Task<object> - Synchronous completion/Loops"),
        new RatioCheck(Rate, Loop(ValueTaskSync), Loop(TaskSync), Band.Hedged("valuetask-loop.no-huge-gain"),
            Band.Hedged("valuetask-loop.no-huge-gain"))
        { Label = "ValueTask / Task loops per second", Paired = true });

    public static readonly ClaimDefinition AsyncSlightlyWorse = new("valuetask-loop.async-slightly-worse",
        Provenance.Article("002", "text/valuetask-slightly-worse-when-all-async",
            "table-1/Using ValueTask<object> - Asynchronous completion/Loops", "table-1/Using Task<object> - Asynchronous completion/Loops",
            "table-1/Using ValueTask<object> - Asynchronous completion/Allocations per loop",
            "table-1/Using Task<object> - Asynchronous completion/Allocations per loop"),
        new AllOfCheck(
            new RatioCheck(Rate, Loop(ValueTaskAsync), Loop(TaskAsync), Band.Hedged("valuetask-loop.async-slightly-worse"),
                Band.AtMost(1.0)) { Label = "ValueTask / Task loops per second", NoEffect = new Band(0.99, 1.01), Paired = true },
            new ShiftCheck(Bytes, Loop(ValueTaskAsync), Loop(TaskAsync), Band.AtLeast(-ByteTolerance), Band.AtLeast(-ByteTolerance))
            {
                ExactValues = true,
                Label = "ValueTask − Task bytes per loop",
            }));

    public static readonly ClaimDefinition SyncVsAsyncGap = new("valuetask-loop.sync-vs-async-gap",
        Provenance.Reading("002", "the article prints the four loop counts; that completing synchronously is an order of magnitude " +
                "faster (18.8x for Task, 21.2x for ValueTask) is the lab's reading of them",
            "table-1/Using Task<object> - Synchronous completion/Loops", "table-1/Using Task<object> - Asynchronous completion/Loops",
            "table-1/Using ValueTask<object> - Synchronous completion/Loops",
            "table-1/Using ValueTask<object> - Asynchronous completion/Loops"),
        new AllOfCheck(
            new RatioCheck(Rate, Loop(TaskSync), Loop(TaskAsync), Band.AtLeast(5), Band.AtLeast(1))
            { Label = "Task sync / async loops per second", Paired = true },
            new RatioCheck(Rate, Loop(ValueTaskSync), Loop(ValueTaskAsync), Band.AtLeast(5), Band.AtLeast(1))
            { Label = "ValueTask sync / async loops per second", Paired = true }));

    public static readonly ClaimDefinition HarnessAgrees = new("valuetask-loop.harness-agrees",
        Provenance.Lab("the article's loop is a do-it-yourself harness; the lab checks it against BenchmarkDotNet on the same methods"),
        new AllOfCheck(LoopVariants.All.Select(v => HarnessAgreement(v.Id)).ToArray()));

    public static readonly ClaimDefinition AsyncAlloc = new("valuetask-loop.async-alloc", Provenance.Article("002", "table-1/Using " +
        "ValueTask<object> - Asynchronous completion/Allocations per loop", "table-1/Using Task<object> - Asynchronous " +
        "completion/Allocations per loop"),
        new AllOfCheck(
            new ValueCheck(Bytes, Loop(ValueTaskAsync), Band.Hedged("valuetask-loop.async-alloc", "valuetask"),
                Band.AtLeast(0)) { Label = "ValueTask bytes per loop" },
            new ValueCheck(Bytes, Loop(TaskAsync), Band.Hedged("valuetask-loop.async-alloc", "task"), Band.AtLeast(0)) { Label = "Task " +
                "bytes per loop" }));

    public static IReadOnlyList<ClaimDefinition> All { get; } = [SyncAlloc, AsyncAlloc, SyncThroughput, NoHugeGain, AsyncSlightlyWorse,
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
