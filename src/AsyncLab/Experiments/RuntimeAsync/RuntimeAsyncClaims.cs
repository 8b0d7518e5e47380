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
        "Under runtime async, a synchronously completing async Task method allocates no more than with the compiler's state machine.",
        "not in the articles",
        NoMoreBytes(RuntimeAsync(AsyncTask), Compiler(AsyncTask)),
        new ClaimReading(
            Holds: "a method that never suspends still returns one Task, whoever runs it",
            Refuted: "runtime async allocated more for a call that never suspends"));

    public static readonly ClaimDefinition SyncCompletionTime = new("runtime-async.sync-completion-time", Question,
        "Under runtime async, a synchronously completing async Task method is no slower (within 10%).", "not in the articles",
        new RatioCheck(Time, RuntimeAsync(AsyncTask), Compiler(AsyncTask), Band.AtMost(1.10), Band.AtMost(1.10)),
        new ClaimReading(
            Holds: "with no suspension there is no state machine to box, so the runtime's own handling costs no more",
            Refuted: "the call was slower under runtime async, by more than 10%"));

    public static readonly ClaimDefinition YieldBytes = new("runtime-async.yield-bytes", Question,
        "Under runtime async, an async Task method that yields allocates no more per call than with the compiler's state machine.",
        "not in the articles",
        NoMoreBytes(RuntimeAsync(AsyncTask + AwaitSuffix), Compiler(AsyncTask + AwaitSuffix)),
        new ClaimReading(
            Holds: "suspending under runtime async costs no more memory than boxing the compiler's state machine",
            Refuted: "suspending under runtime async allocated more per call than the compiler's state machine box"));

    public static readonly ClaimDefinition YieldTime = new("runtime-async.yield-time", Question,
        "Under runtime async, an async Task method that yields is no slower per call (within 10%).", "not in the articles",
        new RatioCheck(Time, RuntimeAsync(AsyncTask + AwaitSuffix), Compiler(AsyncTask + AwaitSuffix), Band.AtMost(1.10),
            Band.AtMost(1.10)),
        new ClaimReading(
            Holds: "the thread-pool hop dominates a yielding call either way",
            Refuted: "a yielding call was slower under runtime async, by more than 10%"));

    public static readonly ClaimDefinition ValueTaskStillSaves = new("runtime-async.valuetask-still-saves", AdviceAgain,
        "Under runtime async, ValueTask still saves the Task a synchronously completing method allocates.", "0 B against the Task's bytes",
        new AllOfCheck(
            new ValueCheck(Bytes, RuntimeAsync(AsyncValueTask), BytesTolerance.Zero, BytesTolerance.Zero)
            { Label = "async-valuetask bytes per call" },
            new ValueCheck(Bytes, RuntimeAsync(AsyncTask), Band.AtLeast(1), Band.AtLeast(1)) { Label = "async-task bytes per call" }),
        new ClaimReading(
            Holds: "the Task is what a synchronous completion allocates, and a ValueTask carries the result instead",
            Refuted: "ValueTask saved nothing under runtime async"));

    public static readonly ClaimDefinition FastPathStillSaves = new("runtime-async.fast-path-still-saves", AdviceAgain,
        "Under runtime async, the non-async fast path still allocates nothing where the async Task method allocates.",
        "0 B against the Task's bytes",
        new AllOfCheck(
            new ValueCheck(Bytes, RuntimeAsync(FastPath), BytesTolerance.Zero, BytesTolerance.Zero) { Label = "fast-path bytes per call" },
            new ValueCheck(Bytes, RuntimeAsync(AsyncTask), Band.AtLeast(1), Band.AtLeast(1)) { Label = "async-task bytes per call" }),
        new ClaimReading(
            Holds: "a method that is not async is untouched by runtime async",
            Refuted: "the fast path allocated, or the async method did not"));

    public static readonly ClaimDefinition PoolingStillSaves = new("runtime-async.pooling-still-saves", AdviceAgain,
        "Under runtime async, the pooling builder still removes most of a yielding ValueTask method's allocation.", "not in the articles",
        new RatioCheck(Bytes, RuntimeAsync(PooledValueTaskAwait), RuntimeAsync(AwaitedValueTaskAwait), Band.AtMost(0.5), Band.AtMost(0.999))
        { ExactValues = true, Label = "pooled / plain bytes" },
        new ClaimReading(
            Holds: "the pooled builder's boxes are reused under runtime async too",
            Differs: "pooling removed some bytes under runtime async, less than half",
            Refuted: "pooling removed nothing: under runtime async the method's pooling builder attribute did not " +
                "change what a call allocates"));

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
