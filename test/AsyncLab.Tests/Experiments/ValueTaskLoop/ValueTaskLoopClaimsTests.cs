using AsyncLab.Claims;
using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Results;
using static AsyncLab.Experiments.ValueTaskLoop.LoopVariants;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

public class ValueTaskLoopClaimsTests
{
    // Ten repeats within ±2% of the rate: enough for a bounded 99% interval.
    private static readonly double[] Jitter =
        [0.98, 0.983, 0.985, 0.988, 0.99, 0.993, 0.995, 1.0, 1.0, 1.003, 1.005, 1.008, 1.01, 1.013, 1.015, 1.02];

    // Rates and bytes in the article's proportions (seed 002).
    private static readonly Dictionary<string, (double Rate, double Bytes)> Article = new()
    {
        [TaskAsync] = (448_628, 136),
        [ValueTaskAsync] = (416_055, 144),
        [TaskSync] = (8_450_945, 96),
        [ValueTaskSync] = (8_806_701, 24),
        [PooledValueTaskAsync] = (430_000, 40),
    };

    [Fact]
    public void Judge_AsTheArticleSays_EveryClaimHolds()
    {
        var claims = ClaimJudge.Judge(ValueTaskLoopClaims.All, Measurements(Article));

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Verdict));
    }

    [Fact]
    public void Judge_ValueTaskSyncClearlySlower_SyncThroughputRefuted()
    {
        var figures = new Dictionary<string, (double, double)>(Article) { [ValueTaskSync] = (8_450_945 * 0.8, 24) };

        Assert.Equal(Verdict.Refuted, VerdictOf(ValueTaskLoopClaims.SyncThroughput, Measurements(figures)));
    }

    [Fact]
    public void Judge_SyncRatesOverlapAtTheEdge_SyncThroughputInconclusive()
    {
        // ValueTask's repeats scatter ±20% around 0.97× Task's: the interval straddles the band's edge.
        var measurements = Measurements(Article).Select(m => m.Variant == ValueTaskSync && IsLoop(m)
            ? LoopRow(ValueTaskSync, Article[TaskSync].Rate * 0.97, 24,
                [0.8, 0.83, 0.85, 0.88, 0.9, 0.93, 0.95, 1.0, 1.0, 1.03, 1.05, 1.08, 1.1, 1.13, 1.15, 1.2])
            : m).ToList();

        Assert.Equal(Verdict.Inconclusive, VerdictOf(ValueTaskLoopClaims.SyncThroughput, measurements));
    }

    [Fact]
    public void Judge_TwoRepeatsEach_SyncThroughputInconclusive()
    {
        var measurements = Article.Select(p => LoopRow(p.Key, p.Value.Rate, p.Value.Bytes, [0.99, 1.01])).ToList();

        Assert.Equal(Verdict.Inconclusive, VerdictOf(ValueTaskLoopClaims.SyncThroughput, measurements));
    }

    [Fact]
    public void Judge_TaskSyncMissing_SyncThroughputAndGapNotMeasured()
    {
        var measurements = Measurements(Article).Where(m => m.Variant != TaskSync).ToList();

        Assert.Equal(Verdict.NotMeasured, VerdictOf(ValueTaskLoopClaims.SyncThroughput, measurements));
        Assert.Equal(Verdict.NotMeasured, VerdictOf(ValueTaskLoopClaims.SyncVsAsyncGap, measurements));
    }

    [Theory]
    [InlineData(96, 24, Verdict.Holds)]
    [InlineData(224, 24, Verdict.Differs)]
    [InlineData(24, 24, Verdict.Refuted)]
    public void Judge_SyncBytes_SyncAllocVerdict(double taskBytes, double valueTaskBytes, Verdict expected)
    {
        var figures = new Dictionary<string, (double, double)>(Article)
        {
            [TaskSync] = (Article[TaskSync].Rate, taskBytes),
            [ValueTaskSync] = (Article[ValueTaskSync].Rate, valueTaskBytes),
        };

        Assert.Equal(expected, VerdictOf(ValueTaskLoopClaims.SyncAlloc, Measurements(figures)));
    }

    [Fact]
    public void Judge_SyncOnlyThreeTimesFaster_GapDiffers()
    {
        var figures = new Dictionary<string, (double, double)>(Article) { [TaskAsync] = (Article[TaskSync].Rate / 3, 136) };

        Assert.Equal(Verdict.Differs, VerdictOf(ValueTaskLoopClaims.SyncVsAsyncGap, Measurements(figures)));
    }

    [Fact]
    public void Judge_ValueTaskAsyncClearlyFaster_AsyncSlightlyWorseRefuted()
    {
        var figures = new Dictionary<string, (double, double)>(Article) { [ValueTaskAsync] = (448_628 * 1.5, 144) };

        Assert.Equal(Verdict.Refuted, VerdictOf(ValueTaskLoopClaims.AsyncSlightlyWorse, Measurements(figures)));
    }

    [Theory]
    [InlineData(1.0, 0, Verdict.Holds)]
    [InlineData(2.0, 0, Verdict.Differs)]
    [InlineData(1.0, 24, Verdict.Refuted)]
    public void Judge_BenchmarkDotNetFigures_HarnessAgreesVerdict(double timeFactor, double extraBytes, Verdict expected)
    {
        var measurements = Measurements(Article).Select(m => m.Variant == ValueTaskSync && !IsLoop(m)
            ? BenchmarkRow(ValueTaskSync, 1e9 / Article[ValueTaskSync].Rate * timeFactor, 24 + extraBytes)
            : m).ToList();

        Assert.Equal(expected, VerdictOf(ValueTaskLoopClaims.HarnessAgrees, measurements));
    }

    [Fact]
    public void Judge_BenchmarkDotNetRowMissing_HarnessAgreesNotMeasured()
    {
        var measurements = Measurements(Article).Where(m => m.Variant != PooledValueTaskAsync || IsLoop(m)).ToList();

        Assert.Equal(Verdict.NotMeasured, VerdictOf(ValueTaskLoopClaims.HarnessAgrees, measurements));
    }

    private static Verdict VerdictOf(ClaimDefinition claim, IReadOnlyList<Measurement> measurements) =>
        ClaimJudge.Judge([claim], measurements).Single().Verdict;

    private static bool IsLoop(Measurement m) => m.Parameters["harness"] == ValueTaskLoopClaims.LoopHarness;

    private static List<Measurement> Measurements(IReadOnlyDictionary<string, (double Rate, double Bytes)> figures) =>
        figures.Select(p => LoopRow(p.Key, p.Value.Rate, p.Value.Bytes, Jitter))
            .Concat(figures.Select(p => BenchmarkRow(p.Key, 1e9 / p.Value.Rate, p.Value.Bytes)))
            .ToList();

    private static Measurement LoopRow(string variant, double rate, double bytes, double[] jitter)
    {
        var rates = jitter.Select(j => rate * j).ToArray();
        return new Measurement(variant, Harness(ValueTaskLoopClaims.LoopHarness), new Dictionary<string, double>
        {
            [MetricNames.OpsPerSec] = rate,
            [MetricNames.AllocatedBytesPerOp] = bytes,
        })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>>
            {
                [MetricNames.OpsPerSec] = rates,
                [MetricNames.TimeNs] = rates.Select(r => 1e9 / r).ToArray(),
            },
        };
    }

    private static Measurement BenchmarkRow(string variant, double ns, double bytes) =>
        new(variant, Harness(ValueTaskLoopClaims.BenchmarkHarness), new Dictionary<string, double>
        {
            [MetricNames.MeanNs] = ns,
            [MetricNames.AllocatedBytesPerOp] = bytes,
        })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = Jitter.Select(j => ns * j).ToArray() },
        };

    private static Dictionary<string, string> Harness(string harness) => new() { ["harness"] = harness };
}
