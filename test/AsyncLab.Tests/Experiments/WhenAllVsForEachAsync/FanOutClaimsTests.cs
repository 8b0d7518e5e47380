using AsyncLab.Benchmarking;
using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Results;
using static AsyncLab.Experiments.WhenAllVsForEachAsync.FanOutMethods;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

/// <summary>The claims judged on made-up figures for a 2-core machine, so each verdict rule is seen to fire.</summary>
public class FanOutClaimsTests
{
    private const int Cores = 2;

    [Fact]
    public void Judge_IoForEachTakesItsRounds_ThrottledHolds()
    {
        var figures = Figures(
            (Io(WhenAll, 100, 10), 11e6), (Io(ForEachAsync, 100, 10), 540e6), (Io(ForEachAsyncOneWorkerPerItem, 100, 10), 11.5e6));

        var claims = Judged(figures);

        Assert.Equal(Verdict.Holds, claims[FanOutClaims.IoForEachThrottled.Id]);
        Assert.Equal(Verdict.Holds, claims[FanOutClaims.FixesCloseTheGap.Id]);
        Assert.Equal(Verdict.NotMeasured, claims[FanOutClaims.IoEqualWhenFew.Id]);
    }

    [Fact]
    public void Judge_IoForEachNoSlower_ThrottledRefuted()
    {
        var figures = Figures((Io(WhenAll, 10, 10), 11e6), (Io(ForEachAsync, 10, 10), 11e6));

        Assert.Equal(Verdict.Refuted, Judged(figures)[FanOutClaims.IoForEachThrottled.Id]);
    }

    [Fact]
    public void Judge_CpuSpeedupAboveTheCoreCount_FasterDiffers()
    {
        var figures = Figures((Cpu(WhenAll, 10, 10_000), 300e3), (Cpu(ForEachAsync, 10, 10_000), 60e3));

        Assert.Equal(Verdict.Differs, Judged(figures)[FanOutClaims.CpuForEachFaster.Id]);
    }

    [Fact]
    public void Judge_NoSpareCoreInTheControl_FasterNotMeasured()
    {
        var rows = new (FanOutCase Row, double MeanNs)[] { (Cpu(WhenAll, 10, 10_000), 300e3), (Cpu(ForEachAsync, 10, 10_000), 290e3) };

        var claim = FanOutClaims.Judge(Figures(rows, [], parallelCapacity: 1.05)).Single(c => c.Id == FanOutClaims.CpuForEachFaster.Id);

        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
        Assert.Contains("no spare core", claim.Why, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(1, Verdict.Holds)]
    [InlineData(2, Verdict.Refuted)]
    public void Judge_WhenAllPeakInFlight_SerialVerdict(int peak, Verdict expected)
    {
        var row = Cpu(WhenAll, 10, 1_000);
        var figures = Figures([(row, 30e3)], new Dictionary<FanOutCase, Concurrency> { [row] = new(peak, 1) });

        Assert.Equal(expected, Judged(figures)[FanOutClaims.CpuWhenAllSerial.Id]);
    }

    [Fact]
    public void Judge_OneTinyItem_FixedOverheadHolds()
    {
        var figures = Figures((Cpu(WhenAll, 1, 1_000), 3e3), (Cpu(ForEachAsync, 1, 1_000), 15e3));

        Assert.Equal(Verdict.Holds, Judged(figures)[FanOutClaims.ForEachFixedOverhead.Id]);
    }

    private static FanOutCase Io(string method, int items, int delayMs) => new(WorkloadSuite.Io, method, items, delayMs);

    private static FanOutCase Cpu(string method, int items, int iterations) => new(WorkloadSuite.Cpu, method, items, iterations);

    private static FanOutFigures Figures(params (FanOutCase Row, double MeanNs)[] rows) => Figures(rows, new Dictionary<FanOutCase, Concurrency>());

    private static FanOutFigures Figures((FanOutCase Row, double MeanNs)[] rows, Dictionary<FanOutCase, Concurrency> diagnosis, double parallelCapacity = 2.0) => new(
        rows.ToDictionary(r => r.Row, r => new BenchmarkFigure(r.Row.Method, new Dictionary<string, string>(), r.MeanNs, r.MeanNs * 0.01, 0, 0)),
        diagnosis,
        Cores,
        parallelCapacity);

    private static Dictionary<string, Verdict> Judged(FanOutFigures figures) =>
        FanOutClaims.Judge(figures).ToDictionary(c => c.Id, c => c.Verdict);
}
