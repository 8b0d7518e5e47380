using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The six whenall-vs-foreachasync claims. They predict from this machine's logical cores, not the article's 10:
/// ForEachAsync's default degree of parallelism is Environment.ProcessorCount.
/// </summary>
public static partial class FanOutClaims
{
    private const string Seed = "seed 004";

    public static readonly ClaimDefinition IoEqualWhenFew = new("whenall-vs-foreachasync.io-equal-when-few", Seed,
        "IO-bound, with no more items than cores, both take about one delay.", "1.00× (10 items, 10 cores)", "ForEachAsync / WhenAll within 20%, every row with items ≤ cores");

    public static readonly ClaimDefinition IoForEachThrottled = new("whenall-vs-foreachasync.io-foreach-throttled", Seed,
        "IO-bound, with more items than cores, ForEachAsync takes about ceil(items/cores) delays and WhenAll one.", "9.6× (100 items, 1 ms); 10.0× (1000 ms)", "ForEachAsync / WhenAll within 30% of ceil(items/cores), every row with items > cores");

    public static readonly ClaimDefinition CpuWhenAllSerial = new("whenall-vs-foreachasync.cpu-whenall-serial", Seed,
        "WhenAll over synchronous lambdas runs the items one after another on the caller.", "WhenAll time grows linearly with items", "peak in flight = 1 in every CPU row");

    public static readonly ClaimDefinition CpuForEachFaster = new("whenall-vs-foreachasync.cpu-foreach-faster", Seed,
        "CPU-bound, with at least 10 items of at least 1e4 iterations, ForEachAsync is faster than WhenAll.", "2.2× (10 × 1e4) to 6.3× (100 × 1e6)", "WhenAll / ForEachAsync from 1.3× up to the core count, every such row");

    public static readonly ClaimDefinition ForEachFixedOverhead = new("whenall-vs-foreachasync.foreach-fixed-overhead", Seed,
        "For one tiny item ForEachAsync costs more than WhenAll.", "5.0× (1 × 1e3: 15.2 µs vs 3.0 µs)", "> 1.5×");

    public static readonly ClaimDefinition FixesCloseTheGap = new("whenall-vs-foreachasync.fixes-close-the-gap", ClaimDefinition.LabSource,
        "WhenAll over Task.Run matches ForEachAsync on CPU-bound work; ForEachAsync with one worker per item matches WhenAll on IO-bound work.", "not in the article", "within 20% on the rows of the claims above (CPU: ≥ 10 items × ≥ 1e4; IO: items > cores)");

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [IoEqualWhenFew, IoForEachThrottled, CpuWhenAllSerial, CpuForEachFaster, ForEachFixedOverhead, FixesCloseTheGap];

    public static IReadOnlyList<ClaimResult> Judge(FanOutFigures f) =>
        [JudgeIoEqual(f), JudgeIoThrottled(f), JudgeCpuSerial(f), JudgeCpuFaster(f), JudgeFixedOverhead(f), JudgeFixes(f)];

    private static ClaimResult NoRows(ClaimDefinition claim, string which) =>
        claim.NotMeasured($"this profile ran no row with {which}");
}
