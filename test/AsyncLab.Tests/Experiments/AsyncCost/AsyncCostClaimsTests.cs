using AsyncLab.Claims;
using AsyncLab.Experiments.AsyncCost;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using static AsyncLab.Experiments.AsyncCost.AsyncCostVariants;

namespace AsyncLab.Tests.Experiments.AsyncCost;

/// <summary>
/// The async-cost claims judged on fixed measurements, no benchmark running: time samples spread ±1 % around a figure
/// (tight enough to decide) or ±40 % (too wide to), and exact bytes per call.
/// </summary>
public class AsyncCostClaimsTests
{
    private const double Tight = 0.01;
    private const double Wide = 0.40;

    /// <summary>
    /// A .NET 10-like run: the direct lookup 1.17× faster than async Task, 80 B Task, ValueTask a little slower than
    /// Task, 1.4 µs and 120 B per await.
    /// </summary>
    private static List<Measurement> TodayLike() => WithTurns(BenchmarkRows());

    /// <summary>The .NET 10-like run with the given cases in place of the same variants' (in both harnesses).</summary>
    private static List<Measurement> TodayLikeWith(params Measurement[] replacements) =>
        WithTurns(BenchmarkRows().Select(m => replacements.FirstOrDefault(r => r.Variant == m.Variant) ?? m));

    private static List<Measurement> BenchmarkRows() =>
    [
        Case(Direct, 900, 0),
        Case(SyncOverAsyncInit, 1_000, 0),
        Case(AsyncTask, 1_040, 80),
        Case(AsyncValueTask, 1_100, 0),
        Case(FastPath, 1_000, 0),
        Case(FastPathCapturing, 1_040, 40),
        Case(SyncOverAsyncInit + AwaitSuffix, 2_400, 120),
        Case(AsyncTask + AwaitSuffix, 3_000, 232),
        Case(AsyncValueTask + AwaitSuffix, 3_150, 248),
        Case(AwaitedValueTaskAwait, 3_100, 264),
        Case(PooledValueTaskAwait, 3_000, 120),
    ];

    /// <summary>
    /// The rows plus the lab's bursts in turns for the variants the time-ratio claims read: the same figures, each
    /// variant's samples in an order of its own, so that a turn's pair is not simply the two samples of the same rank.
    /// </summary>
    private static List<Measurement> WithTurns(IEnumerable<Measurement> rows)
    {
        var list = rows.ToList();
        var ids = StockPriceTurns.Ids.ToList();
        list.AddRange(new[] { StockPriceTurns.TimedScalePrefix, StockPriceTurns.Prefix }.SelectMany(prefix => list
            .Select(m => (Row: m, Index: ids.IndexOf(prefix + m.Variant)))
            .Where(r => r.Index >= 0)
            .Select(r => r.Row with
            {
                Variant = prefix + r.Row.Variant,
                Samples = new Dictionary<string, IReadOnlyList<double>>
                { [MetricNames.TimeNs] = Permuted(r.Row.Samples![MetricNames.TimeNs], r.Index) },
            })).ToList());
        return list;
    }

    private static double[] Permuted(IReadOnlyList<double> samples, int offset) =>
        Enumerable.Range(0, samples.Count).Select(i => samples[((i * 4) + (offset * 5)) % samples.Count]).ToArray();

    [Fact]
    public void Judge_BenchmarkRowsWithoutTurns_TimeRatioClaimsNotMeasured()
    {
        var results = Judge(BenchmarkRows());

        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.SyncCompletionOverhead.Id).Verdict);
        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.ValueTaskSyncFaster.Id).Verdict);
        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.SyncCallerFasterWhenYielding.Id).Verdict);
        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.ValueTaskSlowerWhenYielding.Id).Verdict);
        // Its time is the article's ratio to the call that does not yield, read in turns too.
        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.AwaitIncompleteCost.Id).Verdict);
    }

    [Theory]
    [InlineData("async-cost.sync-completion-overhead", Verdict.Holds)]
    [InlineData("async-cost.task-sync-alloc", Verdict.Differs)] // 80 B where the article printed 88 B
    [InlineData("async-cost.sync-over-completed-no-alloc", Verdict.Holds)]
    [InlineData("async-cost.valuetask-sync-no-alloc", Verdict.Holds)]
    [InlineData("async-cost.valuetask-sync-faster", Verdict.Refuted)]
    [InlineData("async-cost.fast-path-no-alloc", Verdict.Holds)]
    [InlineData("async-cost.capturing-fast-path-allocates", Verdict.Holds)]
    [InlineData("async-cost.await-incomplete-cost", Verdict.Differs)] // 1.4 µs and 120 B: under "about 4 µs" and "almost 300 bytes"
    [InlineData("async-cost.sync-caller-faster-when-yielding", Verdict.Differs)]
    [InlineData("async-cost.valuetask-slower-when-yielding", Verdict.Holds)]
    [InlineData("async-cost.pooling-removes-yield-alloc", Verdict.Holds)]
    public void Judge_TodayLikeRun_EachClaimsVerdict(string id, Verdict expected)
    {
        var result = Judge(TodayLike()).Single(c => c.Id == id);

        Assert.Equal(expected, result.Verdict);
    }

    [Theory]
    [InlineData(88.0003)]
    [InlineData(87.9998)]
    public void Judge_EightyEightBytesReadUnrounded_TaskSyncAllocHoldsItsPrintedCountBand(double unrounded)
    {
        var run = TodayLikeWith(Case(AsyncTask, 1_050, unrounded));

        var result = Judge(run).Single(c => c.Id == AsyncCostClaims.TaskSyncAlloc.Id);

        Assert.Equal(Verdict.Holds, result.Verdict);
        Assert.Contains("= 88 B, inside 87.5 B–88.5 B", result.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ValueTaskAllocatesAnObjectEvery49Calls_ValueTaskSyncNoAllocRefutedShowingTheFraction()
    {
        var run = TodayLikeWith(Case(AsyncValueTask, 1_100, 24.0 / 49));

        var result = Judge(run).Single(c => c.Id == AsyncCostClaims.ValueTaskSyncNoAlloc.Id);

        Assert.Equal(Verdict.Refuted, result.Verdict);
        Assert.Contains("= 0.49 B: outside the claimed side 0 B (tolerance 0.25 B)", result.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_EightyEightBytes_TaskSyncAllocHoldsAndCitesTheFigure()
    {
        var run = TodayLikeWith(Case(AsyncTask, 1_050, 88));

        var result = Judge(run).Single(c => c.Id == AsyncCostClaims.TaskSyncAlloc.Id);

        Assert.Equal(Verdict.Holds, result.Verdict);
        Assert.Contains("88 B", result.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_WideSamplesAcrossTheBandEdge_SyncCompletionOverheadInconclusiveNamingTheEdge()
    {
        var run = TodayLikeWith(Case(AsyncTask, 1_250, 80, Wide));

        var result = Judge(run).Single(c => c.Id == AsyncCostClaims.SyncCompletionOverhead.Id);

        Assert.Equal(Verdict.Inconclusive, result.Verdict);
        Assert.Contains("crosses", result.Why, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1_040, Verdict.Holds)] // 1.16× the direct lookup: roughly 15 %
    [InlineData(1_300, Verdict.Differs)] // 1.44×: slower, by more than the article's share
    [InlineData(850, Verdict.Refuted)] // faster than the purely synchronous method
    public void Judge_OverheadAgainstRoughlyFifteenPercent_SyncCompletionOverheadVerdict(double asyncTaskNs, Verdict expected)
    {
        var run = TodayLikeWith(Case(AsyncTask, asyncTaskNs, 80));

        Assert.Equal(expected, Judge(run).Single(c => c.Id == AsyncCostClaims.SyncCompletionOverhead.Id).Verdict);
    }

    [Fact]
    public void Judge_FastPathSlowerThanValueTask_FastPathNoAllocStillHolds()
    {
        var run = TodayLikeWith(Case(FastPath, 1_500, 0));

        Assert.Equal(Verdict.Holds, Judge(run).Single(c => c.Id == AsyncCostClaims.FastPathNoAlloc.Id).Verdict);
    }

    [Fact]
    public void Judge_ValueTaskTieWithinTheNoEffectZone_ValueTaskSyncFasterRefuted()
    {
        var run = TodayLikeWith(Case(AsyncValueTask, 1_050, 0, 0.001), Case(AsyncTask, 1_050, 80, 0.001));

        var result = Judge(run).Single(c => c.Id == AsyncCostClaims.ValueTaskSyncFaster.Id);

        Assert.Equal(Verdict.Refuted, result.Verdict);
        Assert.Contains("no effect", result.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ThePublishedTwoPercent_ValueTaskSyncFasterHolds()
    {
        var run = TodayLikeWith(Case(AsyncValueTask, 1_029, 0, 0.001), Case(AsyncTask, 1_050, 80, 0.001));

        Assert.Equal(Verdict.Holds, Judge(run).Single(c => c.Id == AsyncCostClaims.ValueTaskSyncFaster.Id).Verdict);
    }

    [Fact]
    public void Judge_IntervalAroundNoEffect_ValueTaskSyncFasterBorderlineNotRefuted()
    {
        // Such an interval holds the article's 0.98× as well as no effect at all: it cannot refute the claim, and it lies
        // within the margin of 'slightly' at 0.99×, where the word fits as well as not.
        var run = TodayLikeWith(Case(AsyncValueTask, 1_050, 0, 0.02), Case(AsyncTask, 1_050, 80, 0.001));

        var result = Judge(run).Single(c => c.Id == AsyncCostClaims.ValueTaskSyncFaster.Id);

        Assert.Equal(Verdict.Borderline, result.Verdict);
        Assert.True(result.Interval!.Low < 0.99 && result.Interval.High > 1.0,
            $"interval [{result.Interval.Low}, {result.Interval.High}]");
    }

    [Fact]
    public void Judge_CapturingFastPathWithoutAllocation_Refuted()
    {
        var run = TodayLikeWith(Case(FastPathCapturing, 1_000, 0));

        Assert.Equal(Verdict.Refuted, Judge(run).Single(c => c.Id == AsyncCostClaims.CapturingFastPathAllocates.Id).Verdict);
    }

    [Fact]
    public void Judge_YieldingRowsMissing_AwaitClaimsNotMeasured()
    {
        // The turns' yielding ids end with the suffix as well.
        var run = TodayLike().Where(m => !m.Variant.EndsWith(AwaitSuffix, StringComparison.Ordinal)).ToList();

        var results = Judge(run);

        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.AwaitIncompleteCost.Id).Verdict);
        Assert.Equal(Verdict.NotMeasured, results.Single(c => c.Id == AsyncCostClaims.SyncCallerFasterWhenYielding.Id).Verdict);
        Assert.Equal(Verdict.Differs, results.Single(c => c.Id == AsyncCostClaims.TaskSyncAlloc.Id).Verdict);
    }

    private static IReadOnlyList<ClaimResult> Judge(IReadOnlyList<Measurement> run) => ClaimJudge.Judge(AsyncCostClaims.All, run);

    /// <summary>Fifteen iterations (three rounds of five) spread evenly within ±<paramref name="spread"/> of the time.</summary>
    private static Measurement Case(string variant, double timeNs, double bytes, double spread = Tight) =>
        TimedCases.Of(variant, timeNs, bytes, spread);
}
