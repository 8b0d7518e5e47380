using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.Experiments.WebThroughput;

/// <summary>The verdicts from made-up test outcomes, so each rule is checked without a server.</summary>
public sealed class WebThroughputClaimsTests
{
    private static readonly WebThroughputSettings Settings = WebThroughputSettings.For(Profile.Quick);

    [Fact]
    public void Judge_ArticleLikeFigures_AllHold()
    {
        var outcomes = Outcomes(stepped: (600, 320, 210), low: (125, 250, 200, 100), high: (320, 330), asyncRps: 950, threadsRise: true);

        var claims = WebThroughputClaims.Judge(outcomes, Settings);

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Verdict));
    }

    [Fact]
    public void Judge_OffloadingRaisesSteppedThroughput_MoreOffloadRefuted()
    {
        var outcomes = Outcomes(stepped: (300, 320, 330), low: (125, 250, 200, 100), high: (320, 330), asyncRps: 950, threadsRise: true);

        var claim = WebThroughputClaims.Judge(outcomes, Settings).Single(c => c.Id == WebThroughputClaims.MoreOffloadLessThroughput.Id);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void Judge_GainGrowsAtHighLoad_FadesRefuted()
    {
        var outcomes = Outcomes(stepped: (600, 320, 210), low: (125, 250, 200, 100), high: (200, 600), asyncRps: 950, threadsRise: true);

        var claim = WebThroughputClaims.Judge(outcomes, Settings).Single(c => c.Id == WebThroughputClaims.OffloadFadesAtHighLoad.Id);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void Judge_AsyncBelowIdealButAboveBlocking_ScalesDiffers()
    {
        var outcomes = Outcomes(stepped: (600, 320, 210), low: (125, 250, 200, 100), high: (320, 330), asyncRps: 500, threadsRise: true);

        var claim = WebThroughputClaims.Judge(outcomes, Settings).Single(c => c.Id == WebThroughputClaims.TrueAsyncScales.Id);

        Assert.Equal(Verdict.Differs, claim.Verdict);
    }

    [Fact]
    public void ToMeasurement_ArticleTest_CarriesPublishedRow()
    {
        var outcome = Outcome(WebTest.Constant("fair-async", 25), 250, 100);

        var measurement = outcome.ToMeasurement(Settings);

        Assert.Equal(21.3, measurement.Published!["throughput_rps"]);
        Assert.Equal(1.0, measurement.Metrics["latency_mean_u"]);
        Assert.Equal(0.5, measurement.Metrics["inline_fraction"]);
    }

    private static WebTestOutcomes Outcomes((double Base, double Async, double Async2) stepped, (double FairRps, double FairAsyncRps, double FairMs, double FairAsyncMs) low,
        (double Fair, double FairAsync) high, double asyncRps, bool threadsRise) => new(
    [
        Outcome(WebTest.Ramp("base"), stepped.Base, 100),
        Outcome(WebTest.Ramp("base-async"), stepped.Async, 150),
        Outcome(WebTest.Ramp("base-async2"), stepped.Async2, 200),
        Outcome(WebTest.Constant("fair", 25), low.FairRps, low.FairMs),
        Outcome(WebTest.Constant("fair-async", 25), low.FairAsyncRps, low.FairAsyncMs),
        Outcome(WebTest.Constant("fair", 200), high.Fair, 600),
        Outcome(WebTest.Constant("fair-async", 200), high.FairAsync, 590),
        Outcome(WebTest.Constant("async", 200), asyncRps, 210),
        Outcome(WebTest.Constant("async", 200, bounded: false), asyncRps, 210),
        Outcome(WebTest.Constant("sync-over-async", 200, bounded: false), 50, 3000, threadsRise ? 60 : 4),
    ]);

    private static WebTestOutcome Outcome(WebTest test, double rps, double meanMs, int threadsMax = 64)
    {
        var plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), Math.Max(1, test.Users), TimeSpan.FromSeconds(10));
        var latency = new LatencySummary(100, meanMs / 2, meanMs, meanMs, meanMs * 1.5, meanMs * 2, meanMs * 3);
        var load = new LoadReport(plan, TimeSpan.FromSeconds(10), 100, 0, 0, test.Users, latency, [rps], rps, DriverCost.None);
        PoolSample[] samples = [new(1, 0, 4, 0, 0, 0, 0, 0), new(2, 250, threadsMax, 0, 0, 0, 0, 0)];
        return new WebTestOutcome(test, load, 100, 100, 50, samples, 0);
    }
}
