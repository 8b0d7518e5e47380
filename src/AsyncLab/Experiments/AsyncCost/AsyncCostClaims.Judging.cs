using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Experiments.AsyncCost.AsyncCostVariants;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>How each async-cost claim is judged from this run's benchmark figures.</summary>
public static partial class AsyncCostClaims
{
    public static IReadOnlyList<ClaimResult> Judge(FigureSet f) =>
    [
        JudgeSyncCompletionOverhead(f),
        JudgeTaskSyncAlloc(f),
        ZeroBytes(SyncOverCompletedNoAlloc, f, SyncOverAsyncInit, "GetResult on a completed Task returns at once; the non-generic async Task completing synchronously is the runtime's cached completed task"),
        ZeroBytes(ValueTaskSyncNoAlloc, f, AsyncValueTask, "the result travels inside the ValueTask struct; no box is created when the method never suspends"),
        JudgeValueTaskSyncFaster(f),
        JudgeFastPath(f),
        JudgeCapturing(f),
        JudgeAwaitIncomplete(f),
        JudgeSyncCallerWhenYielding(f),
        JudgeValueTaskWhenYielding(f),
        JudgePooling(f),
    ];

    private static ClaimResult JudgeSyncCompletionOverhead(FigureSet f)
    {
        var ratio = f.Ratio(AsyncTask, SyncOverAsyncInit);
        var verdict = Verdicts.ClassifyRatio(ratio, new Band(1.00, 1.30), r => r > 1.0);
        var why = verdict switch
        {
            Verdict.Holds => $"the state machine and the Task add {Figures.Nanoseconds(f.Mean(AsyncTask) - f.Mean(SyncOverAsyncInit))} to a {Figures.Nanoseconds(f.Mean(SyncOverAsyncInit))} lookup",
            Verdict.Differs when ratio.Value <= 1.0 => "no overhead measurable at this run's precision (the interval reaches both sides of 1×); rerun on a quieter machine",
            Verdict.Differs => "the async method's fixed cost is large next to this machine's lookup time; compare the absolute difference",
            _ => "the async method was clearly not slower than the sync one in this run",
        };
        return SyncCompletionOverhead.Judged(verdict, $"{ratio} (±{Figures.Percent(ratio.RelativeError)})", why);
    }

    private static ClaimResult JudgeTaskSyncAlloc(FigureSet f)
    {
        var bytes = f.Bytes(AsyncTask);
        var verdict = Verdicts.Classify(bytes, new Band(80, 96), b => b > 0);
        var why = bytes switch
        {
            80 => "one Task<decimal>: 16 B object header, 48 B of Task fields and the 16 B result; .NET Framework's Task had one more field (m_parent), hence the article's 88 B",
            > 0 => $"one Task<decimal> per call, {Figures.Bytes(bytes)} on this runtime",
            _ => "no allocation: this runtime served the result without a new Task",
        };
        return TaskSyncAlloc.Judged(verdict, Figures.Bytes(bytes), why);
    }

    private static ClaimResult ZeroBytes(ClaimDefinition claim, FigureSet f, string variant, string whyWhenZero)
    {
        var bytes = f.Bytes(variant);
        var verdict = Verdicts.Classify(bytes, Band.Exactly(0), _ => false);
        return claim.Judged(verdict, Figures.Bytes(bytes), verdict == Verdict.Holds ? whyWhenZero : $"{variant} allocated {Figures.Bytes(bytes)} per call in this run");
    }

    private static ClaimResult JudgeValueTaskSyncFaster(FigureSet f)
    {
        var ratio = f.Ratio(AsyncValueTask, AsyncTask);
        var measured = $"{ratio} (±{Figures.Percent(ratio.RelativeError)})";
        if (ratio.IsIndistinguishableFrom(1.0))
        {
            return ValueTaskSyncFaster.Judged(Verdict.Differs, measured, "no difference beyond this run's error: ValueTask saves the allocation, not measurable time");
        }

        var verdict = Verdicts.Classify(ratio.Value, Band.AtMost(1.0), _ => false);
        return ValueTaskSyncFaster.Judged(verdict, measured, verdict == Verdict.Holds
            ? "ValueTask avoids allocating (and later collecting) a Task per call"
            : "ValueTask was slower here: its larger state machine and result struct cost more than the avoided allocation");
    }

    private static ClaimResult JudgeFastPath(FigureSet f)
    {
        var bytes = f.Bytes(FastPath);
        var ratio = f.Ratio(FastPath, AsyncValueTask);
        var measured = $"{Figures.Bytes(bytes)}, {ratio} of async-valuetask's time";
        if (double.IsNaN(bytes))
        {
            return FastPathNoAlloc.NotMeasured("the memory diagnoser gave no figure");
        }

        if (bytes > 0)
        {
            return FastPathNoAlloc.Judged(Verdict.Refuted, measured, "the fast path allocated");
        }

        var fastest = ratio.Value <= 1.0 || ratio.IsIndistinguishableFrom(1.0);
        return FastPathNoAlloc.Judged(fastest ? Verdict.Holds : Verdict.Differs, measured, fastest
            ? "no state machine runs when the initialiser is done; the slow path is a static local function, so nothing is captured"
            : "allocation-free, but slower than the async ValueTask method in this run");
    }

    private static ClaimResult JudgeCapturing(FigureSet f)
    {
        var bytes = f.Bytes(FastPathCapturing);
        var verdict = Verdicts.Classify(bytes, Band.AtLeast(double.Epsilon), _ => false);
        return CapturingFastPathAllocates.Judged(verdict, Figures.Bytes(bytes), verdict == Verdict.Holds
            ? "variables captured by an async local function live in a class the compiler allocates on entry, before the fast-path check"
            : "the compiler did not allocate the closure on the fast path");
    }

    private static ClaimResult JudgeAwaitIncomplete(FigureSet f)
    {
        var extraNs = f.Mean(SyncOverAsyncInit + AwaitSuffix) - f.Mean(SyncOverAsyncInit);
        var extraBytes = f.Bytes(SyncOverAsyncInit + AwaitSuffix) - f.Bytes(SyncOverAsyncInit);
        var measured = $"+{Figures.Nanoseconds(extraNs)}, {Figures.Bytes(extraBytes)}";
        var timeInBand = extraNs is >= 1_000 and <= 8_000;
        var bytesInBand = extraBytes is >= 100 and <= 400;
        var verdict = (timeInBand, bytesInBand) switch
        {
            (true, true) => Verdict.Holds,
            _ when extraNs > 0 && extraBytes > 0 => Verdict.Differs,
            _ => Verdict.Refuted,
        };
        var why = verdict == Verdict.Refuted
            ? "awaiting the incomplete task cost nothing measurable"
            : $"measured on the sync caller blocking on a yielding initialiser: a thread-pool hop, a state machine box and a wait; {(timeInBand ? "time in band" : "time outside 1–8 µs")}, {(bytesInBand ? "bytes in band" : "bytes outside 100–400 B")}";
        return AwaitIncompleteCost.Judged(verdict, measured, why);
    }

    private static ClaimResult JudgeSyncCallerWhenYielding(FigureSet f)
    {
        var ratio = f.Ratio(SyncOverAsyncInit + AwaitSuffix, AsyncTask + AwaitSuffix);
        var verdict = Verdicts.ClassifyRatio(ratio, Band.AtMost(0.9999), r => r < 1.0);
        var why = verdict switch
        {
            Verdict.Holds => "the async method adds its own state machine box and a second continuation on top of the initialiser's",
            Verdict.Differs => "not faster at this run's precision (the interval reaches both sides of 1×)",
            _ => "the sync caller was clearly not faster here",
        };
        return SyncCallerFasterWhenYielding.Judged(verdict, $"{ratio} (±{Figures.Percent(ratio.RelativeError)})", why);
    }

    private static ClaimResult JudgeValueTaskWhenYielding(FigureSet f)
    {
        var ratio = f.Ratio(AsyncValueTask + AwaitSuffix, AsyncTask + AwaitSuffix);
        var valueTaskBytes = f.Bytes(AsyncValueTask + AwaitSuffix);
        var taskBytes = f.Bytes(AsyncTask + AwaitSuffix);
        var measured = $"{ratio}, {Figures.Bytes(valueTaskBytes)} vs {Figures.Bytes(taskBytes)}";
        var notFaster = ratio.Value >= 0.97 || ratio.IsIndistinguishableFrom(1.0);
        var verdict = (notFaster, valueTaskBytes > taskBytes) switch
        {
            (true, true) => Verdict.Holds,
            (true, false) => Verdict.Differs,
            _ => Verdict.Refuted,
        };
        var why = verdict switch
        {
            Verdict.Holds => "once it suspends, an async ValueTask method allocates a state machine box like Task does, and its box is a little bigger",
            Verdict.Differs => "no faster, as claimed, but it did not allocate more than Task on this runtime",
            _ => "ValueTask was clearly faster than Task when yielding",
        };
        return ValueTaskSlowerWhenYielding.Judged(verdict, measured, why);
    }

    private static ClaimResult JudgePooling(FigureSet f)
    {
        var pooled = f.Bytes(PooledValueTaskAwait);
        var plain = f.Bytes(AsyncValueTask + AwaitSuffix);
        var share = plain > 0 ? pooled / plain : double.NaN;
        var verdict = Verdicts.Classify(share, Band.AtMost(0.5), s => s < 1.0);
        var why = verdict switch
        {
            Verdict.Holds => "the pooled builder reuses the method's state machine box; what is left is the yielding initialiser's own Task",
            Verdict.Differs => "pooling removed some bytes, but the yielding initialiser's own allocations remain",
            Verdict.NotMeasured => "the plain ValueTask method allocated nothing to remove",
            _ => "pooling did not reduce the allocation",
        };
        return PoolingRemovesYieldAlloc.Judged(verdict, $"{Figures.Bytes(pooled)} vs {Figures.Bytes(plain)} ({Figures.Percent(share)})", why);
    }
}
