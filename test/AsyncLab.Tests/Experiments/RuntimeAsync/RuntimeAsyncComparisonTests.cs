using AsyncLab.Experiments.RuntimeAsync;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;
using AsyncLab.Tests.Fixtures;
using static AsyncLab.Experiments.AsyncCost.AsyncCostVariants;

namespace AsyncLab.Tests.Experiments.RuntimeAsync;

/// <summary>Runtime async against the compiler, judged from two runtimes' async-cost measurements in one document.</summary>
public class RuntimeAsyncComparisonTests
{
    private static readonly RuntimeAsyncComparison Comparison = new();

    /// <summary>The compiler's figures on .NET 10 (as measured here), and runtime async's as the preview gave them.</summary>
    private static ResultsDocument TwoRuntimes(double yieldBytes = 544, double pooledBytes = 544)
    {
        var started = DateTimeOffset.UtcNow;
        var run = RunEnvironment.Describe("multi", Profile.Quick, started);
        List<Measurement> compiler =
        [
            Case(AsyncTask, 500, 80), Case(AsyncValueTask, 480, 0), Case(FastPath, 450, 0),
            Case(AsyncTask + AwaitSuffix, 2_900, 248), Case(AwaitedValueTaskAwait, 2_800, 264), Case(PooledValueTaskAwait, 2_800, 120),
        ];
        List<Measurement> runtimeAsync =
        [
            Case(AsyncTask, 400, 80), Case(AsyncValueTask, 330, 0), Case(FastPath, 330, 0),
            Case(AsyncTask + AwaitSuffix, 2_600, yieldBytes), Case(AwaitedValueTaskAwait, 2_900, 544),
            Case(PooledValueTaskAwait, 3_000, pooledBytes),
        ];
        var own = new ExperimentResult("async-cost", "Async cost", ExperimentStatus.Ok, null, compiler, [])
        {
            Metrics = MetricDeclarations.Used(Metrics.Shared, compiler),
        };
        var other = new RuntimeResult(LabRuntime.Net10RuntimeAsync.Name, LabRuntime.Net10RuntimeAsync.Label, true, RuntimeStatus.Ok,
            null, run, [own with { Measurements = runtimeAsync, Metrics = MetricDeclarations.Used(Metrics.Shared, runtimeAsync) }]);
        return new ResultsDocument(ResultsDocument.CurrentSchema, run, [own]) { Runtimes = [other] };
    }

    [Theory]
    [InlineData("runtime-async.sync-completion-bytes", Verdict.Holds)]
    [InlineData("runtime-async.sync-completion-time", Verdict.Holds)]
    [InlineData("runtime-async.yield-bytes", Verdict.Refuted)]
    [InlineData("runtime-async.yield-time", Verdict.Holds)]
    [InlineData("runtime-async.valuetask-still-saves", Verdict.Holds)]
    [InlineData("runtime-async.fast-path-still-saves", Verdict.Holds)]
    [InlineData("runtime-async.pooling-still-saves", Verdict.Refuted)]
    public void Judge_PreviewLikeFigures_EachClaimsVerdict(string id, Verdict expected)
    {
        var comparison = Comparison.Judge(TwoRuntimes());

        Assert.Equal(expected, comparison.Claims.Single(c => c.Id == id).Verdict);
    }

    [Fact]
    public void Judge_YieldingBytesEqual_YieldBytesHoldsAndCitesTheDifferenceAndTolerance()
    {
        var claim = Comparison.Judge(TwoRuntimes(yieldBytes: 248)).Claims.Single(c => c.Id == "runtime-async.yield-bytes");

        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.Contains("runtime async − compiler bytes = 0 B, inside ≤ 0 B (tolerance 0.25 B)", claim.Why, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(248.004, Verdict.Holds)]
    [InlineData(248 + 24.0 / 49, Verdict.Refuted)]
    public void Judge_YieldingBytesAFractionAbove_HoldsOnlyWithinTheTolerance(double yieldBytes, Verdict expected)
    {
        // Unrounded bytes: the same whole count read with a stray thousandth of a byte, and one object more every 49 calls.
        var claim = Comparison.Judge(TwoRuntimes(yieldBytes: yieldBytes)).Claims.Single(c => c.Id == "runtime-async.yield-bytes");

        Assert.Equal(expected, claim.Verdict);
    }

    [Fact]
    public void Judge_PoolingWorksUnderRuntimeAsync_PoolingStillSavesHolds()
    {
        var claim = Comparison.Judge(TwoRuntimes(pooledBytes: 120)).Claims.Single(c => c.Id == "runtime-async.pooling-still-saves");

        Assert.Equal(Verdict.Holds, claim.Verdict);
    }

    [Fact]
    public void Judge_CompilerRuntimeMissing_EveryClaimNotMeasuredSayingWhich()
    {
        var document = TwoRuntimes() with { Experiments = [] };

        var comparison = Comparison.Judge(document);

        Assert.Equal(ExperimentStatus.Skipped, comparison.Status);
        Assert.All(comparison.Claims, c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
        Assert.All(comparison.Claims, c => Assert.Contains("net10.0 has none", c.Why, StringComparison.Ordinal));
    }

    [Fact]
    public void Attach_Twice_OneComparisonUnderTheRuntimeAsyncRuntime()
    {
        var once = RuntimeComparisons.Attach(TwoRuntimes(), Comparison);
        var twice = RuntimeComparisons.Attach(once, Comparison);

        Assert.Single(twice.Runtimes.Single().Experiments, e => e.Id == RuntimeAsyncComparison.ExperimentId);
        Assert.DoesNotContain(twice.Experiments, e => e.Id == RuntimeAsyncComparison.ExperimentId);
    }

    [Fact]
    public void Attach_BothRuntimesDeclareAsyncCostsMetrics_TheComparisonDeclaresThemAndIsMarkedAcrossRuntimes()
    {
        var document = TwoRuntimes();

        var comparison = RuntimeComparisons.Recorded(RuntimeComparisons.Attach(document, Comparison), Comparison)!;

        Assert.True(comparison.AcrossRuntimes);
        Assert.NotEmpty(comparison.Metrics);
        Assert.Equal(document.Experiments.Single().Metrics, comparison.Metrics);
    }

    [Fact]
    public void Apply_RecordedComparisonWithAnotherVerdict_ReJudgedAndTheMoveNamed()
    {
        var attached = RuntimeComparisons.Attach(TwoRuntimes(), Comparison);
        var comparison = attached.Runtimes[0].Experiments.Single(e => e.Id == RuntimeAsyncComparison.ExperimentId);
        var tampered = comparison with
        {
            Claims = comparison.Claims.Select(c => c.Id == "runtime-async.yield-bytes" ? c with { Verdict = Verdict.Holds } : c).ToList(),
        };

        var (document, changes) = Rejudging.Apply(RuntimeComparisons.Attach(attached, Comparison, tampered),
            AsyncLab.Catalog.ExperimentCatalog.ClaimsOf, AsyncLab.Catalog.ExperimentCatalog.RuntimeComparisons);

        Assert.Equal("runtime-async.yield-bytes: holds at run time, refuted now", Assert.Single(changes));
        var now = document.Runtimes[0].Experiments.Single(e => e.Id == RuntimeAsyncComparison.ExperimentId)
            .Claims.Single(c => c.Id == "runtime-async.yield-bytes");
        Assert.Equal(Verdict.Refuted, now.Verdict);
    }

    private static Measurement Case(string variant, double timeNs, double bytes) => TimedCases.Of(variant, timeNs, bytes);
}
