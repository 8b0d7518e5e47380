using AsyncLab.Claims;
using AsyncLab.Reporting;
using AsyncLab.Results;
using static AsyncLab.Experiments.ValueTaskLoop.LoopVariants;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>The five valuetask-loop claims, judged on the loop's medians (the article's own harness) and, for one, BenchmarkDotNet.</summary>
public static class LoopClaims
{
    private const string Seed = "seed 002";

    /// <summary>The loop reads a process-wide counter; a few stray bytes from other threads are not the method's.</summary>
    private const double ByteTolerance = 0.5;

    public static readonly ClaimDefinition SyncAlloc = new("valuetask-loop.sync-alloc", Seed,
        "Completing synchronously, ValueTask allocates only the result object; Task adds one task object.", "24 B vs 96 B", "ValueTask = 24 B, Task − ValueTask = 64–80 B");

    public static readonly ClaimDefinition SyncThroughput = new("valuetask-loop.sync-throughput", Seed,
        "Completing synchronously, ValueTask loops at least as fast as Task.", "1.04× (8.81 M vs 8.45 M loops)", "≥ 0.97×");

    public static readonly ClaimDefinition AsyncSlightlyWorse = new("valuetask-loop.async-slightly-worse", Seed,
        "Completing asynchronously, ValueTask is a little slower and allocates a little more than Task.", "0.93×, 144 vs 136 B", "throughput ≤ 1.03× and bytes ≥ Task's");

    public static readonly ClaimDefinition SyncVsAsyncGap = new("valuetask-loop.sync-vs-async-gap", Seed,
        "Completing synchronously is an order of magnitude faster than yielding.", "18.8× (Task), 21.2× (ValueTask)", "≥ 5×");

    public static readonly ClaimDefinition HarnessAgrees = new("valuetask-loop.harness-agrees", ClaimDefinition.LabSource,
        "The loop's figures agree with BenchmarkDotNet's for the same methods.", "not in the article", "bytes equal (±1 B) and time within 25%, every variant");

    public static IReadOnlyList<ClaimDefinition> All { get; } = [SyncAlloc, SyncThroughput, AsyncSlightlyWorse, SyncVsAsyncGap, HarnessAgrees];

    public static IReadOnlyList<ClaimResult> Judge(LoopFigures f) =>
        [JudgeSyncAlloc(f), JudgeSyncThroughput(f), JudgeAsyncSlightlyWorse(f), JudgeGap(f), HarnessComparison.Judge(HarnessAgrees, f)];

    private static ClaimResult JudgeSyncAlloc(LoopFigures f)
    {
        var valueTask = f.BytesPerLoop(ValueTaskSync);
        var extra = f.BytesPerLoop(TaskSync) - valueTask;
        var measured = $"{Figures.Bytes(valueTask)} vs {Figures.Bytes(f.BytesPerLoop(TaskSync))} (Task adds {Figures.Bytes(extra)})";
        var resultOnly = Math.Abs(valueTask - 24) <= ByteTolerance;
        var oneTask = extra >= 64 - ByteTolerance && extra <= 80 + ByteTolerance;
        var verdict = (resultOnly, oneTask) switch
        {
            (true, true) => Verdict.Holds,
            _ when extra > ByteTolerance => Verdict.Differs,
            _ => Verdict.Refuted,
        };
        var why = verdict switch
        {
            Verdict.Holds => "the ValueTask carries the result inline, so only new object() is allocated; Task<object> adds one completed task (object results are never served from the runtime's task cache)",
            Verdict.Differs => "Task still allocates more than ValueTask, but not by one task object, or ValueTask allocated more than its result",
            _ => "Task<object> allocated no more than ValueTask<object> in this run",
        };
        return SyncAlloc.Judged(verdict, measured, why);
    }

    private static ClaimResult JudgeSyncThroughput(LoopFigures f)
    {
        var ratio = f.LoopsPerSecond(ValueTaskSync) / f.LoopsPerSecond(TaskSync);
        var verdict = LegacyVerdicts.Classify(ratio, Band.AtLeast(0.97), _ => false);
        return SyncThroughput.Judged(verdict, $"{Figures.Times(ratio)} ({Rate(f, ValueTaskSync)} vs {Rate(f, TaskSync)} loops/s, medians)", verdict == Verdict.Holds
            ? "no task to allocate and later collect per loop"
            : "ValueTask's wider result and awaiter cost more than the avoided allocation on this machine");
    }

    private static ClaimResult JudgeAsyncSlightlyWorse(LoopFigures f)
    {
        var ratio = f.LoopsPerSecond(ValueTaskAsync) / f.LoopsPerSecond(TaskAsync);
        var valueTaskBytes = f.BytesPerLoop(ValueTaskAsync);
        var taskBytes = f.BytesPerLoop(TaskAsync);
        var notFaster = ratio <= 1.03;
        var notLighter = valueTaskBytes >= taskBytes - ByteTolerance;
        var verdict = (notFaster, notLighter) switch
        {
            (true, true) => Verdict.Holds,
            (false, false) => Verdict.Refuted,
            _ => Verdict.Differs,
        };
        var why = verdict switch
        {
            Verdict.Holds => "once it suspends, the ValueTask method boxes its state machine like the Task method does, and the ValueTask wrapper adds its own work",
            Verdict.Differs => notFaster ? "no faster, but it did not allocate more than Task" : "it allocated no less, but was clearly faster than Task",
            _ => "ValueTask was both faster and lighter than Task when yielding",
        };
        return AsyncSlightlyWorse.Judged(verdict, $"{Figures.Times(ratio)}, {Figures.Bytes(valueTaskBytes)} vs {Figures.Bytes(taskBytes)}", why);
    }

    private static ClaimResult JudgeGap(LoopFigures f)
    {
        var task = f.LoopsPerSecond(TaskSync) / f.LoopsPerSecond(TaskAsync);
        var valueTask = f.LoopsPerSecond(ValueTaskSync) / f.LoopsPerSecond(ValueTaskAsync);
        var smaller = Math.Min(task, valueTask);
        var verdict = LegacyVerdicts.Classify(smaller, Band.AtLeast(5), g => g > 1);
        return SyncVsAsyncGap.Judged(verdict, $"{Figures.Times(task)} (Task), {Figures.Times(valueTask)} (ValueTask)", verdict switch
        {
            Verdict.Holds => "a yield sends every loop through the thread-pool queue; a synchronous completion is a call and a return",
            Verdict.Differs => "synchronous completion is faster, but by less than 5×",
            _ => "yielding was not slower than completing synchronously",
        });
    }

    private static string Rate(LoopFigures f, string variant) => MetricFormat.Format(MetricNames.OpsPerSec, f.LoopsPerSecond(variant));
}
