using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using AsyncLab.Runtimes;
using static AsyncLab.Experiments.AsyncCost.AsyncCostVariants;

namespace AsyncLab.Experiments.RuntimeAsync;

/// <summary>
/// The lab's claims about runtime async, read from async-cost as measured on .NET 10 twice in one run: once compiled
/// the usual way (the compiler's state machines) and once for runtime async. Each names the runtime of every case it reads.
/// </summary>
public static class RuntimeAsyncClaims
{
    public const string RuntimeParameter = "runtime";

    private static readonly Metric Time = Metrics.TimeNs;
    private static readonly Metric Bytes = Metrics.AllocatedBytesPerOp;

    private static readonly Provenance Question = Provenance.Lab(
        "the articles predate runtime async (a .NET 10 preview); the lab asks what it changes for the calls they measured");

    private static readonly Provenance AdviceAgain = Provenance.Lab(
        "the async-cost article's advice (ValueTask or a non-async fast path for mostly synchronous methods; the lab adds pooling), " +
            "asked again under runtime async");

    public static readonly ClaimDefinition SyncCompletionBytes = new("runtime-async.sync-completion-bytes", Question,
        NoMoreBytes(RuntimeAsync(AsyncTask), Compiler(AsyncTask)));

    public static readonly ClaimDefinition SyncCompletionTime = new("runtime-async.sync-completion-time", Question,
        new RatioCheck(Time, RuntimeAsync(AsyncTask), Compiler(AsyncTask), Band.AtMost(1.10), Band.AtMost(1.10)));

    public static readonly ClaimDefinition YieldBytes = new("runtime-async.yield-bytes", Question,
        NoMoreBytes(RuntimeAsync(AsyncTask + AwaitSuffix), Compiler(AsyncTask + AwaitSuffix)));

    public static readonly ClaimDefinition YieldTime = new("runtime-async.yield-time", Question,
        new RatioCheck(Time, RuntimeAsync(AsyncTask + AwaitSuffix), Compiler(AsyncTask + AwaitSuffix), Band.AtMost(1.10),
            Band.AtMost(1.10)));

    public static readonly ClaimDefinition ValueTaskStillSaves = new("runtime-async.valuetask-still-saves", AdviceAgain,
        new AllOfCheck(
            new ValueCheck(Bytes, RuntimeAsync(AsyncValueTask), BytesTolerance.Zero, BytesTolerance.Zero)
            { Label = "async-valuetask bytes per call" },
            new ValueCheck(Bytes, RuntimeAsync(AsyncTask), Band.AtLeast(1), Band.AtLeast(1)) { Label = "async-task bytes per call" }));

    public static readonly ClaimDefinition FastPathStillSaves = new("runtime-async.fast-path-still-saves", AdviceAgain,
        new AllOfCheck(
            new ValueCheck(Bytes, RuntimeAsync(FastPath), BytesTolerance.Zero, BytesTolerance.Zero) { Label = "fast-path bytes per call" },
            new ValueCheck(Bytes, RuntimeAsync(AsyncTask), Band.AtLeast(1), Band.AtLeast(1)) { Label = "async-task bytes per call" }));

    public static readonly ClaimDefinition PoolingStillSaves = new("runtime-async.pooling-still-saves", AdviceAgain,
        new RatioCheck(Bytes, RuntimeAsync(PooledValueTaskAwait), RuntimeAsync(AwaitedValueTaskAwait), Band.AtMost(0.5), Band.AtMost(0.999))
        { ExactValues = true, Label = "pooled / plain bytes" });

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [SyncCompletionBytes, SyncCompletionTime, YieldBytes, YieldTime, ValueTaskStillSaves, FastPathStillSaves, PoolingStillSaves];

    /// <summary>
    /// "No more bytes" as a difference within <see cref="BytesTolerance"/>, not a ratio at most 1.00×: bytes are read
    /// unrounded, and two cases that allocate the same whole count differ by the harness's stray fraction of a byte,
    /// which a ratio edge at exactly 1 would read as "more".
    /// </summary>
    private static ShiftCheck NoMoreBytes(CaseSelector runtimeAsync, CaseSelector compiler) =>
        new(Bytes, runtimeAsync, compiler, BytesTolerance.NoMore, BytesTolerance.NoMore)
        { ExactValues = true, Label = "runtime async − compiler bytes" };

    private static CaseSelector Compiler(string variant) => CaseSelector.Of(variant, (RuntimeParameter, LabRuntime.Net10.Name));

    private static CaseSelector RuntimeAsync(string variant) =>
        CaseSelector.Of(variant, (RuntimeParameter, LabRuntime.Net10RuntimeAsync.Name));
}
