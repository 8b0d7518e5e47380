using AsyncLab.Claims;
using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;
using static AsyncLab.Experiments.WhenAllVsForEachAsync.FanOutMethods;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// The claims judged by the engine on measurements built here for a 2-core machine (the core count recorded with the rows,
/// as the experiment does), with twenty iterations per row, so each verdict is seen to fire.
/// </summary>
public class WhenAllVsForEachAsyncClaimsTests
{
    private const int Cores = 2;
    private const double Tight = 0.02;
    private const double Noisy = 0.6;

    [Fact]
    public void Judge_IoForEachTakesItsRounds_ThrottledHolds()
    {
        // 100 items on 2 cores: 50 delays.
        var claims = Judge(Row(Io(WhenAll, 100, 100), 11e6), Row(Io(ForEachAsync, 100, 100), 540e6));

        Assert.Equal(Verdict.Holds, claims[WhenAllVsForEachAsyncClaims.IoForEachThrottled.Id].Verdict);
        Assert.Contains("ceil(items/cores) = 50", claims[WhenAllVsForEachAsyncClaims.IoForEachThrottled.Id].Why, StringComparison.Ordinal);
        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.IoEqualWhenFew.Id].Verdict);
    }

    [Fact]
    public void Judge_IoForEachNoSlower_ThrottledRefuted()
    {
        var claims = Judge(Row(Io(WhenAll, 10, 100), 11e6), Row(Io(ForEachAsync, 10, 100), 11e6));

        Assert.Equal(Verdict.Refuted, claims[WhenAllVsForEachAsyncClaims.IoForEachThrottled.Id].Verdict);
    }

    [Fact]
    public void Judge_IoForEachSlowerButNotByItsRounds_ThrottledDiffers()
    {
        var claims = Judge(Row(Io(WhenAll, 100, 100), 11e6), Row(Io(ForEachAsync, 100, 100), 22e6));

        Assert.Equal(Verdict.Differs, claims[WhenAllVsForEachAsyncClaims.IoForEachThrottled.Id].Verdict);
    }

    [Fact]
    public void Judge_IoNoisyAroundTheRoundsBand_ThrottledInconclusive()
    {
        // 10 items on 2 cores: 5 delays, band 3.5–6.5; a ratio of 6.5 with wide noise straddles the upper edge.
        var claims = Judge(Row(Io(WhenAll, 10, 100), 10e6, Noisy), Row(Io(ForEachAsync, 10, 100), 65e6, Noisy));

        Assert.Equal(Verdict.Inconclusive, claims[WhenAllVsForEachAsyncClaims.IoForEachThrottled.Id].Verdict);
    }

    [Fact]
    public void Judge_IoFewItemsEqual_PerCoreReadingHoldsOnEveryRowUpToTheCores()
    {
        var claims = Judge(
            Row(Io(WhenAll, 1, 100), 11e6), Row(Io(ForEachAsync, 1, 100), 11.2e6),
            Row(Io(WhenAll, 2, 100), 11e6), Row(Io(ForEachAsync, 2, 100), 11.1e6));

        var claim = claims[WhenAllVsForEachAsyncClaims.IoEqualWhenFewPerCore.Id];
        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.Contains("items 2", claim.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_ArticlesCellsOnTheArticlesCores_SeedClaimReadsOneAndTenItems()
    {
        var claims = Judge(OnCores(10,
            Row(Io(WhenAll, 1, 100), 11e6), Row(Io(ForEachAsync, 1, 100), 11.2e6),
            Row(Io(WhenAll, 10, 100), 11e6), Row(Io(ForEachAsync, 10, 100), 11.1e6)));

        var claim = claims[WhenAllVsForEachAsyncClaims.IoEqualWhenFew.Id];
        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.Contains("items 10", claim.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_FewerCoresThanTheArticles_SeedClaimsNotMeasuredNeverDiffer()
    {
        var claims = Judge(Control(1.9),
            Row(Io(WhenAll, 1, 100), 11e6), Row(Io(ForEachAsync, 1, 100), 11.2e6),
            Row(Shared(WhenAll, 10, 10_000), 1_000e3), Row(Shared(ForEachAsync, 10, 10_000), 700e3),
            Row(Shared(WhenAll, 100, 1_000_000), 100e6), Row(Shared(ForEachAsync, 100, 1_000_000), 60e6));

        foreach (var id in new[] { WhenAllVsForEachAsyncClaims.IoEqualWhenFew.Id, WhenAllVsForEachAsyncClaims.CpuForEachFaster.Id })
        {
            Assert.Equal(Verdict.NotMeasured, claims[id].Verdict);
            Assert.Contains("needs ≥ 10 cores, the article's (this machine has 2)", claims[id].Why, StringComparison.Ordinal);
        }
    }

    [Theory]
    [InlineData(11.6e6, Verdict.Holds)]
    [InlineData(1.25e6, Verdict.Differs)]
    [InlineData(1.0e6, Verdict.Refuted)]
    public void Judge_HundredItemsOfOneMillisecond_ForEachConsiderablySlowerVerdict(double forEachNs, Verdict expected)
    {
        var claims = Judge(Row(Io(WhenAll, 100, 1), 1.2e6), Row(Io(ForEachAsync, 100, 1), forEachNs));

        Assert.Equal(expected, claims[WhenAllVsForEachAsyncClaims.IoForEachSlowerEvenAt1Ms.Id].Verdict);
    }

    [Fact]
    public void Judge_ShortDelayRowOutsideTheBand_NotJudged()
    {
        // A 10 ms row at the timer's two-tick ratio (1.21×) next to a decided 100 ms row: only the 100 ms row counts.
        var claims = Judge(
            Row(Io(WhenAll, 1, 10), 10.4e6), Row(Io(ForEachAsync, 1, 10), 12.6e6),
            Row(Io(WhenAll, 1, 100), 100.5e6), Row(Io(ForEachAsync, 1, 100), 100.6e6));

        var claim = claims[WhenAllVsForEachAsyncClaims.IoEqualWhenFewPerCore.Id];
        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.DoesNotContain("delay_ms 10:", claim.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_IoFewItemsWaitedTwoDelays_EqualRefuted()
    {
        var claims = Judge(Row(Io(WhenAll, 2, 100), 11e6), Row(Io(ForEachAsync, 2, 100), 33e6));

        Assert.Equal(Verdict.Refuted, claims[WhenAllVsForEachAsyncClaims.IoEqualWhenFewPerCore.Id].Verdict);
    }

    [Fact]
    public void Judge_NoCoreCountRecorded_IoClaimsNotMeasured()
    {
        var rows = new[] { Row(Io(WhenAll, 100, 100), 11e6), Row(Io(ForEachAsync, 100, 100), 540e6) }
            .Select(m => m with { Metrics = m.Metrics.Where(p => p.Key != WhenAllVsForEachAsyncMetrics.Cores.Key).ToDictionary() })
            .ToArray();

        var claim = Judge(rows)[WhenAllVsForEachAsyncClaims.IoForEachThrottled.Id];

        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
        Assert.Contains("no core count", claim.Why, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(540e3, Tight, Verdict.Holds)]
    [InlineData(100e3, Tight, Verdict.Differs)]
    [InlineData(2_000e3, Tight, Verdict.Refuted)]
    [InlineData(1_000e3, Noisy, Verdict.Inconclusive)]
    public void Judge_CpuRowWithSpareCores_UsesTheCoresVerdict(double forEachNs, double spread, Verdict expected)
    {
        // WhenAll takes 1 ms; the band is 1.3× to 2.1× on 2 cores.
        var claims = Judge(Control(1.9), Row(Cpu(WhenAll, 10, 10_000), 1_000e3), Row(Cpu(ForEachAsync, 10, 10_000), forEachNs, spread));

        Assert.Equal(expected, claims[WhenAllVsForEachAsyncClaims.CpuForEachUsesTheCores.Id].Verdict);
    }

    [Fact]
    public void Judge_NoSpareCoreInTheControl_UsesTheCoresNotMeasuredNeverRefuted()
    {
        var claim = Judge(Control(1.05), Row(Cpu(WhenAll, 10, 10_000), 300e3), Row(Cpu(ForEachAsync, 10, 10_000), 600e3))
            [WhenAllVsForEachAsyncClaims.CpuForEachUsesTheCores.Id];

        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
        Assert.Contains("no spare core", claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_OnlyTheArticlesRandomSharedRows_LabCpuClaimsNotMeasured()
    {
        // The lab's claims read the lab's item: the article's rows alone leave them without a row.
        var claims = Judge(Control(1.9), Row(Shared(WhenAll, 10, 10_000), 1_000e3), Row(Shared(ForEachAsync, 10, 10_000), 540e3),
            Row(Shared(WhenAll, 1, 1_000), 3e3), Row(Shared(ForEachAsync, 1, 1_000), 15e3));

        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.CpuForEachUsesTheCores.Id].Verdict);
        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.ForEachFixedOverhead.Id].Verdict);
        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.CpuWhenAllSerial.Id].Verdict);
    }

    [Fact]
    public void Judge_OnlyLightCpuRows_UsesTheCoresNotMeasured()
    {
        var claims = Judge(Control(1.9), Row(Cpu(WhenAll, 1, 10_000), 30e3), Row(Cpu(ForEachAsync, 1, 10_000), 40e3));

        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.CpuForEachUsesTheCores.Id].Verdict);
    }

    [Theory]
    [InlineData(470e3, 16e6, Verdict.Holds)] // 2.13× at 10 × 1e4, growing to 6.25× at 100 × 1e6: the article's table
    [InlineData(540e3, 51.3e6, Verdict.Differs)] // 1.85× growing to 1.95×: faster, below twofold, hardly growing (a 2-core machine)
    [InlineData(1_200e3, 51.3e6, Verdict.Refuted)] // ForEachAsync slower at 10 × 1e4
    public void Judge_ArticlesItem_CpuForEachFasterReadsTwofoldAndGrowth(double forEachAt10Ns, double forEachAt100Ns, Verdict expected)
    {
        var claims = Judge(OnCores(10, Control(1.9),
            Row(Shared(WhenAll, 10, 10_000), 1_000e3), Row(Shared(ForEachAsync, 10, 10_000), forEachAt10Ns),
            Row(Shared(WhenAll, 100, 1_000_000), 100e6), Row(Shared(ForEachAsync, 100, 1_000_000), forEachAt100Ns)));

        Assert.Equal(expected, claims[WhenAllVsForEachAsyncClaims.CpuForEachFaster.Id].Verdict);
    }

    [Fact]
    public void Judge_ArticlesItemWithoutTheLargestCell_CpuForEachFasterNotDecidedOnHalfTheSentence()
    {
        var claims = Judge(Control(1.9), Row(Shared(WhenAll, 10, 10_000), 1_000e3), Row(Shared(ForEachAsync, 10, 10_000), 470e3));

        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.CpuForEachFaster.Id].Verdict);
    }

    [Theory]
    [InlineData(1, Verdict.Holds)]
    [InlineData(2, Verdict.Refuted)]
    public void Judge_WhenAllPeakInFlight_SerialVerdict(int peak, Verdict expected)
    {
        var row = Row(Cpu(WhenAll, 10, 1_000), 30e3);
        var seen = row with { Metrics = new Dictionary<string, double>(row.Metrics) { [MetricNames.InFlightPeak] = peak } };

        Assert.Equal(expected, Judge(seen)[WhenAllVsForEachAsyncClaims.CpuWhenAllSerial.Id].Verdict);
    }

    [Theory]
    [InlineData(15e3, Verdict.Holds)]
    [InlineData(3.6e3, Verdict.Differs)]
    [InlineData(1.5e3, Verdict.Refuted)]
    public void Judge_OneTinyItem_FixedOverheadVerdict(double forEachNs, Verdict expected)
    {
        var claims = Judge(Row(Cpu(WhenAll, 1, 1_000), 3e3), Row(Cpu(ForEachAsync, 1, 1_000), forEachNs));

        Assert.Equal(expected, claims[WhenAllVsForEachAsyncClaims.ForEachFixedOverhead.Id].Verdict);
    }

    [Theory]
    [InlineData(550e3, 11.5e6, Verdict.Holds)]
    [InlineData(1_000e3, 11.5e6, Verdict.Differs)]
    [InlineData(550e3, 30e6, Verdict.Differs)]
    public void Judge_CorrectedPatterns_FixesVerdict(double taskRunNs, double oneWorkerPerItemNs, Verdict expected)
    {
        var claims = Judge(
            Row(Cpu(WhenAll, 10, 10_000), 1_000e3), Row(Cpu(ForEachAsync, 10, 10_000), 540e3),
            Row(Cpu(WhenAllOverTaskRun, 10, 10_000), taskRunNs),
            Row(Io(WhenAll, 100, 100), 11e6), Row(Io(ForEachAsync, 100, 100), 540e6),
            Row(Io(ForEachAsyncOneWorkerPerItem, 100, 100), oneWorkerPerItemNs));

        Assert.Equal(expected, claims[WhenAllVsForEachAsyncClaims.FixesCloseTheGap.Id].Verdict);
    }

    [Fact]
    public void Judge_OnlyIoRowsForTheFixes_FixesNotMeasured()
    {
        var claims = Judge(Row(Io(WhenAll, 100, 100), 11e6), Row(Io(ForEachAsyncOneWorkerPerItem, 100, 100), 11.5e6));

        Assert.Equal(Verdict.NotMeasured, claims[WhenAllVsForEachAsyncClaims.FixesCloseTheGap.Id].Verdict);
    }

    private static Dictionary<string, ClaimResult> Judge(params Measurement[] measurements) =>
        ClaimJudge.Judge(WhenAllVsForEachAsyncClaims.All, measurements).ToDictionary(c => c.Id);

    private static FanOutCase Io(string method, int items, int delayMs) => new(WorkloadSuite.Io, method, items, delayMs);

    private static FanOutCase Cpu(string method, int items, int iterations) => new(WorkloadSuite.Cpu, method, items, iterations);

    private static FanOutCase Shared(string method, int items, int draws) => new(WorkloadSuite.CpuRandomShared, method, items, draws);

    /// <summary>
    /// A row as the experiment records it: twenty iterations spread evenly over ±<paramref name="spread"/> of <paramref name="ns"/>.
    /// </summary>
    private static Measurement Row(FanOutCase row, double ns, double spread = Tight)
    {
        var samples = EvenSamples.Around(ns, spread);
        return new Measurement(row.Method, row.ToParameters(), new Dictionary<string, double>
        {
            [MetricNames.MeanNs] = ns,
            [WhenAllVsForEachAsyncMetrics.Cores.Key] = Cores,
            [MetricNames.InFlightPeak] = 1,
        })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples },
        };
    }

    private static Measurement Control(double speedup) => new(
        WhenAllVsForEachAsyncClaims.ControlVariant,
        new Dictionary<string, string> { ["suite"] = "cpu", ["items"] = "2", ["iterations"] = "1000000" },
        new Dictionary<string, double>
        {
            [WhenAllVsForEachAsyncMetrics.SpeedupRatio.Key] = speedup,
            [WhenAllVsForEachAsyncMetrics.Cores.Key] = Cores,
        });

    /// <summary>The rows as measured on a machine with <paramref name="cores"/> cores.</summary>
    private static Measurement[] OnCores(int cores, params Measurement[] rows) =>
        rows.Select(m => m with
        {
            Metrics = m.Metrics.ToDictionary(p => p.Key, p => p.Key == WhenAllVsForEachAsyncMetrics.Cores.Key ? cores : p.Value),
        }).ToArray();
}
