using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Experiments.WhenAllVsForEachAsync.FanOutMethods;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The six whenall-vs-foreachasync claims as data, each judged on every row of the grid it speaks of. They predict from
/// the measuring machine's logical cores (recorded with every row), not the article's 10: ForEachAsync's default degree of
/// parallelism is Environment.ProcessorCount.
/// </summary>
public static class WhenAllVsForEachAsyncClaims
{
    /// <summary>The control row: how much faster the cores ran CPU-bound work together than one alone, during the run.</summary>
    public const string ControlVariant = "parallel-capacity-control";

    private static readonly Metric Time = Metrics.TimeNs;
    private const string HeavyRows = "every CPU row with ≥ 10 items of ≥ 1e4 iterations";

    /// <summary>
    /// The IO claims are judged on rows whose delay is at least this long. They model a call as a count of delays, which
    /// holds only when a delay lasts what it asks for, within much less than the bands' 20–30%. A delay ends on a timer
    /// tick, up to a millisecond or two late at random, so a ratio of two calls of 1 ms or 10 ms can move by as much as the
    /// bands allow whatever the methods do (the report's error on those rows shows it). At 100 ms a tick is a few percent of a
    /// delay at most. Shorter rows are measured and shown.
    /// </summary>
    public const int ShortestJudgedDelayMs = 100;

    /// <summary>
    /// How far one timer-bound call may stray from its delays, as a share of them: an IO row measured once a side
    /// (<see cref="WorkloadGrid.MeasuredOnce"/>) is read as its ratio within this allowance, not a sampled interval. A delay
    /// of a second or more ends within a timer tick or two of its time, a few milliseconds; 2 % of a second is several
    /// times that, room for a pool thread that wakes late on a busy machine (docs/METHOD.md).
    /// </summary>
    public const double TimerAllowance = 0.02;

    /// <summary>The cores of the article's machine (seed 004's environment): its claims on parallel speed need them.</summary>
    public const int ArticleCores = 10;

    /// <summary>The article's item counts below its 100 (1 and 10): the cells its "hand in hand" covers.</summary>
    private const int ArticleFewItems = 10;

    public static readonly ClaimDefinition IoEqualWhenFew = new("whenall-vs-foreachasync.io-equal-when-few",
        Provenance.Article("004", "text/io-equal-until-100", "table-1/TaskWhenAll 10 1000/Mean", "table-1/ParallelForEach 10 1000/Mean"),
        // The article's cells, on its 10 cores: with fewer, 10 items outnumber ForEachAsync's workers, which is the other claim.
        new CoreFloorCheck(ArticleCores, new EachRowCheck(WhenAll, Ratio(WorkloadSuite.Io, ForEachAsync, WhenAll,
            Band.Hedged("whenall-vs-foreachasync.io-equal-when-few"), Band.AtMost(2.0)),
            $"every IO row with ≤ {ArticleFewItems} items and a delay of ≥ " +
                $"{ShortestJudgedDelayMs.ToString(CultureInfo.InvariantCulture)} ms")
        {
            RowFilter = r => IsIo(r) && DelayMs(r) >= ShortestJudgedDelayMs && Items(r) <= ArticleFewItems,
        }));

    public static readonly ClaimDefinition IoEqualWhenFewPerCore = new("whenall-vs-foreachasync.io-equal-when-no-more-items-than-cores",
        Provenance.Reading("004", "the article's 1 and 10 items were no more than its 10 cores; the lab reads its 'hand in hand' as " +
            "holding while items ≤ cores, which any machine can test", "text/io-equal-until-100", "table-1/TaskWhenAll 10 1000/Mean",
            "table-1/ParallelForEach 10 1000/Mean"),
        IoRows(few: true, Ratio(WorkloadSuite.Io, ForEachAsync, WhenAll, Band.Hedged("whenall-vs-foreachasync.io-equal-when-few"),
                Band.AtMost(2.0))));

    public static readonly ClaimDefinition IoForEachThrottled = new("whenall-vs-foreachasync.io-foreach-throttled",
        Provenance.Reading("004", "the article says ForEachAsync is markedly slower from 100 items and that the slowdown is proportional " +
                "to the number of cores; ceil(items/cores) delays, within 30 %, is the lab's model of that",
            "text/io-foreach-slower-from-1ms", "text/io-slowdown-proportional-to-cores", "table-1/TaskWhenAll 100 1/Mean",
            "table-1/ParallelForEach 100 1/Mean", "table-1/TaskWhenAll 100 1000/Mean", "table-1/ParallelForEach 100 1000/Mean"),
        IoRows(few: false, cores => new RowBoundCheck(row => Throttled(row, cores),
                "foreachasync / whenall in 0.70–1.30 × ceil(items/cores)", [Io(ForEachAsync), Io(WhenAll)])));

    public static readonly ClaimDefinition IoForEachSlowerEvenAt1Ms = new("whenall-vs-foreachasync.io-foreach-slower-even-at-1ms",
        Provenance.Article("004", "text/io-foreach-slower-from-1ms", "table-1/TaskWhenAll 100 1/Mean",
            "table-1/ParallelForEach 100 1/Mean"),
        // 100 items outnumber the cores of any machine the lab runs on, so this needs no core count.
        new EachRowCheck(WhenAll, Ratio(WorkloadSuite.Io, ForEachAsync, WhenAll,
            Band.Hedged("whenall-vs-foreachasync.io-foreach-slower-even-at-1ms"), Band.AtLeast(1.0)),
            "the IO row with 100 items and a delay of 1 ms")
        {
            RowFilter = r => IsIo(r) && DelayMs(r) == 1 && Items(r) == 100,
        });

    public static readonly ClaimDefinition CpuWhenAllSerial = new("whenall-vs-foreachasync.cpu-whenall-serial",
        Provenance.Reading("004", "the article guesses that ForEachAsync's scheduler throttles; that WhenAll over lambdas that never " +
                "await runs the items one after another on the caller is the lab's explanation of the same CPU table",
            "text/explanation-foreach-throttles", "table-2/TaskWhenAll 1 1000000/Mean", "table-2/TaskWhenAll 100 1000000/Mean"),
        new EachRowCheck(WhenAll,
            new ValueCheck(Metrics.InFlightPeak, Cpu(WhenAll), Band.Exactly(1), Band.Exactly(1))
            { Label = "whenall items in flight at once" },
            "every CPU row") { RowFilter = IsCpu });

    public static readonly ClaimDefinition CpuForEachFaster = new("whenall-vs-foreachasync.cpu-foreach-faster",
        Provenance.Article("004", "text/cpu-foreach-ahead-at-10x10000", "text/cpu-gap-grows-with-load", "table-2/TaskWhenAll 10 10000/Mean",
            "table-2/ParallelForEach 10 10000/Mean", "table-2/TaskWhenAll 100 1000000/Mean", "table-2/ParallelForEach 100 1000000/Mean"),
        new CoreFloorCheck(ArticleCores, new RequiresCheck(
            Control(),
            new AllOfCheck(
                RandomShared(10, 10_000) with { Holds = Band.Hedged("whenall-vs-foreachasync.cpu-foreach-faster", "twofold"),
                    Side = Band.AtLeast(1.0), NoEffect = Band.NoEffectRatio },
                new GainComparisonCheck(RandomShared(100, 1_000_000), RandomShared(10, 10_000),
                    Band.Hedged("whenall-vs-foreachasync.cpu-foreach-faster", "grows"), Band.AtLeast(1.0),
                    "the multiple at 100 × 1e6 ÷ at 10 × 1e4")),
            "the machine had no spare core during this run, so no method could run items in parallel")));

    public static readonly ClaimDefinition CpuForEachUsesTheCores = new("whenall-vs-foreachasync.cpu-foreach-uses-the-cores",
        Provenance.Lab("the article's multiples were measured on its 10 cores with an item (Random.Shared) whose cost differs from core " +
                "to core on a small VM; the lab asks what holds on any machine: ForEachAsync turns the cores into speed, on an item " +
                "whose cost does not depend on the core"),
        new RequiresCheck(
            Control(),
            new CoreScopedCheck(
                cores => new EachRowCheck(WhenAll,
                    Ratio(WorkloadSuite.Cpu, WhenAll, ForEachAsync, new Band(1.3, SpeedupCeiling(cores)), Band.AtLeast(1.0)), HeavyRows)
                {
                    RowFilter = IsHeavy,
                },
                $"for {HeavyRows}: whenall / foreachasync in 1.30× to cores × 1.05",
                [Cpu(WhenAll), Cpu(ForEachAsync)]),
            "the machine had no spare core during this run, so no method could run items in parallel"));

    public static readonly ClaimDefinition ForEachFixedOverhead = new("whenall-vs-foreachasync.foreach-fixed-overhead",
        Provenance.Reading("004", "the article prints 15.2 us against 3.0 us for one item of 1e3 iterations without comment; a fixed " +
                "cost of ForEachAsync is the lab's reading", "table-2/ParallelForEach 1 1000/Mean", "table-2/TaskWhenAll 1 1000/Mean"),
        new RatioCheck(Time,
            CaseSelector.Of(ForEachAsync, ("suite", "cpu"), ("items", "1"), ("iterations", "1000")),
            CaseSelector.Of(WhenAll, ("suite", "cpu"), ("items", "1"), ("iterations", "1000")),
            Band.AtLeast(1.5), Band.AtLeast(1.0)) { Label = "foreachasync / whenall (1 item × 1e3 iterations)" });

    public static readonly ClaimDefinition FixesCloseTheGap = new("whenall-vs-foreachasync.fixes-close-the-gap",
        Provenance.Lab("the corrected patterns a reader should use instead, measured beside the article's methods"),
        new AllOfCheck(
            new EachRowCheck(WhenAll, Ratio(WorkloadSuite.Cpu, WhenAllOverTaskRun, ForEachAsync, new Band(0.8, 1.2), Band.Everything),
                HeavyRows) { RowFilter = IsHeavy },
            IoRows(few: false, Ratio(WorkloadSuite.Io, ForEachAsyncOneWorkerPerItem, WhenAll, new Band(0.8, 1.2), Band.Everything))));

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [IoEqualWhenFew, IoEqualWhenFewPerCore, IoForEachThrottled, IoForEachSlowerEvenAt1Ms, CpuWhenAllSerial, CpuForEachFaster,
            CpuForEachUsesTheCores, ForEachFixedOverhead, FixesCloseTheGap];

    /// <summary>The template on every IO row with items ≤ cores (<paramref name="few"/>) or items > cores.</summary>
    private static CoreScopedCheck IoRows(bool few, IClaimCheck template) => IoRows(few, _ => template);

    /// <summary>
    /// The template for this run's core count on every IO row with items ≤ cores (<paramref name="few"/>) or items > cores.
    /// </summary>
    private static CoreScopedCheck IoRows(bool few, Func<int, IClaimCheck> template)
    {
        var relation = few ? "≤" : ">";
        var delays = $"a delay of ≥ {ShortestJudgedDelayMs.ToString(CultureInfo.InvariantCulture)} ms";
        var shape = template(1); // only its printed band and cases, which do not depend on the count
        return new CoreScopedCheck(
            cores => new EachRowCheck(WhenAll, template(cores), $"every IO row with items {relation} {cores} cores and {delays}")
            {
                RowFilter = r => IsIo(r) && DelayMs(r) >= ShortestJudgedDelayMs && (Items(r) <= cores) == few,
            },
            $"for every IO row with items {relation} cores and {delays}: {shape.HoldsWhen}",
            shape.Cases.ToList());
    }

    /// <summary>One IO row with more items than cores: ForEachAsync should wait ceil(items/cores) delays, WhenAll one.</summary>
    private static IClaimCheck Throttled(IReadOnlyDictionary<string, string> row, int cores)
    {
        var rounds = (Items(row) + cores - 1) / cores;
        var check = Ratio(WorkloadSuite.Io, ForEachAsync, WhenAll, new Band(0.7 * rounds, 1.3 * rounds), Band.AtLeast(1.2))
            with { Label = $"foreachasync / whenall (ceil(items/cores) = {rounds.ToString(CultureInfo.InvariantCulture)})" };
        return check.ForRow(row);
    }

    /// <summary>The control row: the cores together against one alone, during the run.</summary>
    private static ValueCheck Control() =>
        new(WhenAllVsForEachAsyncMetrics.SpeedupRatio, new CaseSelector(ControlVariant), Band.AtLeast(ParallelCapacity.NeededForTheClaim),
            Band.AtLeast(ParallelCapacity.NeededForTheClaim))
        {
            Label = "control: the cores together / one alone",
        };

    /// <summary>WhenAll's time over ForEachAsync's on the article's item, at one cell of its grid.</summary>
    private static RatioCheck RandomShared(int items, int draws)
    {
        var cell = new FanOutCase(WorkloadSuite.CpuRandomShared, WhenAll, items, draws).ToParameters();
        return new RatioCheck(Time, new CaseSelector(WhenAll).With(cell), new CaseSelector(ForEachAsync).With(cell), Band.Everything,
            Band.Everything)
        {
            Label = $"whenall / foreachasync, Random.Shared, {items.ToString(CultureInfo.InvariantCulture)} × " +
                $"{draws.ToString("0e0", CultureInfo.InvariantCulture)}",
        };
    }

    private static RatioCheck Ratio(WorkloadSuite suite, string numerator, string denominator, Band holds, Band side) =>
        new(Time, Of(suite, numerator), Of(suite, denominator), holds, side)
        {
            Label = $"{numerator} / {denominator}",
            OneCallAllowance = suite == WorkloadSuite.Io ? TimerAllowance : null,
        };

    private static CaseSelector Of(WorkloadSuite suite, string method) => CaseSelector.Of(method, ("suite", suite.ToName()));

    private static CaseSelector Io(string method) => Of(WorkloadSuite.Io, method);

    private static CaseSelector Cpu(string method) => Of(WorkloadSuite.Cpu, method);

    /// <summary>No method runs items faster than the cores allow; 5% over the core count is timing noise, not extra cores.</summary>
    private static double SpeedupCeiling(int cores) => cores * 1.05;

    private static int Items(IReadOnlyDictionary<string, string> row) => int.Parse(row["items"], CultureInfo.InvariantCulture);

    private static int DelayMs(IReadOnlyDictionary<string, string> row) =>
        row.TryGetValue(WorkloadSuite.Io.AmountParameter(), out var d) ? int.Parse(d, CultureInfo.InvariantCulture) : 0;

    private static bool IsIo(IReadOnlyDictionary<string, string> row) =>
        row.TryGetValue("suite", out var s) && s == WorkloadSuite.Io.ToName();

    private static bool IsCpu(IReadOnlyDictionary<string, string> row) =>
        row.TryGetValue("suite", out var s) && s == WorkloadSuite.Cpu.ToName();

    private static bool IsHeavy(IReadOnlyDictionary<string, string> row) =>
        IsCpu(row) && Items(row) >= 10 && row.TryGetValue("iterations", out var n) && int.Parse(n, CultureInfo.InvariantCulture) >= 10_000;
}
