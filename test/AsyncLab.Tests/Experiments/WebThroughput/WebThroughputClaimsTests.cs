using AsyncLab.Claims;
using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget;

namespace AsyncLab.Tests.Experiments.WebThroughput;

/// <summary>
/// The claims judged by the engine on measurements made from made-up load tests (ten seconds each, through
/// <see cref="WebLoadTestOutcome.ToMeasurement"/>, so the selectors meet the parameters a real run records), without a server.
/// </summary>
public sealed class WebThroughputClaimsTests
{
    private static readonly WebThroughputSettings Settings = WebThroughputSettings.For(Profile.Quick);

    /// <summary>±3 % around the mean, second by second: a quiet machine.</summary>
    private static readonly double[] Quiet = [-0.03, 0.01, 0.02, -0.01, 0, 0.03, -0.02, 0.01, -0.03, 0.02];

    /// <summary>±45 % around the mean: a machine busy with other work.</summary>
    // A quick ramp's 27 seconds, each ramp's noise in its own order: their seconds are read in pairs, step by step.
    private static readonly double[] Ramp = [.. Quiet, .. Quiet.Reverse(), .. Quiet.Take(7)];

    private static double[] Rotated(double[] values, int by) => [.. values.Skip(by), .. values.Take(by)];

    private static readonly double[] Noisy = [-0.45, 0.3, 0.45, -0.3, 0, 0.4, -0.4, 0.15, -0.15, 0.2];

    [Fact]
    public void Judge_ArticleLikeFigures_AllHold()
    {
        var run = Run();
        // The article's tests again on the lab's bounded pool, as the full profile runs them.
        var onBoundedPool = run.Where(m => m.Parameters["pool"] == "pool 270")
            .Select(m => m with { Parameters = new Dictionary<string, string>(m.Parameters) { ["pool"] = "pool 64" } })
            .Where(m => !(m.Variant == "fair" && m.Parameters["users"] == "200"))
            // On a pool fair also fills, fair-async serves no more than fair, somewhat less for the hand-off (the article's reasoning).
            .Append(Outcome(WebLoadTest.Constant("fair", 200, PoolSetting.Bounded), 1_150, 600, Quiet).ToMeasurement(Settings));

        // And on the article's cap grown by injection, where the article's own figures hold as on its budget.
        var onInjectedPool = run.Where(m => m.Parameters["pool"] == "pool 270")
            .Select(m => m with { Parameters = new Dictionary<string, string>(m.Parameters) { ["pool"] = "pool 270 by injection" } });

        var claims = ClaimJudge.Judge(WebThroughputClaims.All, [.. run, .. onBoundedPool, .. onInjectedPool]);

        Assert.All(claims, c => Assert.True(c.Verdict == Verdict.Holds, $"{c.Id}: {c.Verdict}, {c.Why}"));
    }

    [Theory]
    [InlineData(320, 305, Verdict.Holds)]
    [InlineData(320, 400, Verdict.Refuted)]
    [InlineData(320, 250, Verdict.Differs)]
    public void Judge_FairTestsOnAFullPool_HandOffClaimReadsFairAsyncOverFair(double fair, double fairAsync, Verdict expected)
    {
        var run = Run().Append(Outcome(WebLoadTest.Constant("fair", 200, PoolSetting.Bounded), fair, 600, Quiet).ToMeasurement(Settings))
            .Append(Outcome(WebLoadTest.Constant("fair-async", 200, PoolSetting.Bounded), fairAsync, 600, Rotated(Quiet, 1))
                .ToMeasurement(Settings));

        var claim = ClaimJudge.Judge([WebThroughputClaims.WorkerHandOffGainsNothing], [.. run]).Single();

        Assert.True(claim.Verdict == expected, $"{claim.Verdict}: {claim.Why}");
    }

    [Fact]
    public void Judge_UnitShorterThanTheArticles_SeedClaimsWhySaysWhereTheArticlesUnitRuns()
    {
        var claims = ClaimJudge.Judge(WebThroughputClaims.All, Run()).ToDictionary(c => c.Id);

        Assert.Contains("(u_ms 100 in this run, not the article's 1000: the full profile runs the article's 1 s)",
            claims[WebThroughputClaims.OffloadFadesAtHighLoad.Id].Why, StringComparison.Ordinal);
        Assert.DoesNotContain("u_ms", claims[WebThroughputClaims.TrueAsyncScales.Id].Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_QuickRunWithoutTheBoundedVariant_VariantClaimsNotMeasuredSeedClaimsJudged()
    {
        var claims = ClaimJudge.Judge(WebThroughputClaims.All, Run()).ToDictionary(c => c.Id);

        Assert.All(WebThroughputClaims.BoundedVariants, v => Assert.Equal(Verdict.NotMeasured, claims[v.Id].Verdict));
        Assert.All(WebThroughputClaims.BoundedVariants,
            v => Assert.Contains("in the full profile", claims[v.Id].Why, StringComparison.Ordinal));
        Assert.Equal(Verdict.Holds, claims[WebThroughputClaims.OffloadFadesAtHighLoad.Id].Verdict);
        Assert.Contains("pool 64", WebThroughputClaims.BoundedVariants[1].HoldsWhen + string.Join(" ",
            WebThroughputClaims.BoundedVariants[1].Check.Cases),
            StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_QuickRun_InjectedVariantClaimsNotMeasuredAndReadTheInjectedRows()
    {
        var claims = ClaimJudge.Judge(WebThroughputClaims.All, Run()).ToDictionary(c => c.Id);

        Assert.All(WebThroughputClaims.InjectedVariants, v => Assert.Equal(Verdict.NotMeasured, claims[v.Id].Verdict));
        Assert.All(WebThroughputClaims.InjectedVariants, v =>
            Assert.All(v.Check.Cases, c => Assert.Contains("pool 270 by injection", c.ToString(), StringComparison.Ordinal)));
    }

    [Fact]
    public void InjectedVariants_Words_NameTheInjectionAndKeepTheSeedClaimsFigures()
    {
        var seeds = new[]
        {
            WebThroughputClaims.OffloadHelpsAtLowLoad, WebThroughputClaims.OffloadFadesAtHighLoad,
            WebThroughputClaims.MoreOffloadLessThroughput,
        };

        Assert.All(WebThroughputClaims.InjectedVariants.Zip(seeds), pair =>
        {
            var (variant, seed) = pair;
            Assert.Equal(seed.Id + "-on-injected-pool", variant.Id);
            Assert.Contains("injection", variant.Statement, StringComparison.Ordinal);
            Assert.Equal(seed.Published, variant.Published);
        });
    }

    [Fact]
    public void BoundedVariants_Words_NameTheBoundedPoolAndKeepTheSeedClaimsFigures()
    {
        var pool = FormattableString.Invariant($"on the lab's pool of {WebThroughputSettings.BoundedPoolThreads} threads");
        var seeds = new[]
        {
            WebThroughputClaims.OffloadHelpsAtLowLoad, WebThroughputClaims.OffloadFadesAtHighLoad,
            WebThroughputClaims.MoreOffloadLessThroughput,
        };

        Assert.All(WebThroughputClaims.BoundedVariants.Zip(seeds), pair =>
        {
            var (variant, seed) = pair;
            Assert.Contains(pool, variant.Statement, StringComparison.Ordinal);
            Assert.DoesNotContain("on the article's thread budget", variant.Statement, StringComparison.Ordinal);
            Assert.Equal(seed.Published, variant.Published);
            Assert.Equal(seed.Reading, variant.Reading);
        });
    }

    [Fact]
    public void Judge_OffloadingRaisesSteppedThroughput_MoreOffloadRefuted()
    {
        // Each level of offload serves about 15 % more, second by second along the ramp.
        var claim = Claim(Run(stepped: (300, 350, 400)), WebThroughputClaims.MoreOffloadLessThroughput);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void Judge_RampsApartAtLowLoad_MoreOffloadRefuted()
    {
        // base-async serves two thirds of base already on the first steps, where every action's threads fit the pool.
        var claim = Claim(Run(lowLoad: (300, 200, 200)), WebThroughputClaims.MoreOffloadLessThroughput);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void ToMeasurement_RampOnTheArticlesPool_SplitsItsSecondsByTheLoadOnThePool()
    {
        // Quick's ramp: 10 users, +30 every 3 s, to 250. Low: 10 to 130 users (two threads a request fit 270); high: 160 to 250.
        var samples = Outcome(WebLoadTest.Ramp("base", PoolSetting.Article), 600, 100, Ramp).ToMeasurement(Settings).Samples!;

        Assert.Equal(15, samples[WebThroughputMetrics.ThroughputLowLoadRps.Key].Count);
        Assert.Equal(12, samples[WebThroughputMetrics.ThroughputHighLoadRps.Key].Count);
        Assert.Equal(27, samples[MetricNames.ThroughputRps].Count);
    }

    [Theory]
    [InlineData(10, 270, RampLoad.Low)]
    [InlineData(135, 270, RampLoad.Low)]
    [InlineData(136, 270, RampLoad.High)]
    [InlineData(40, 64, RampLoad.High)]
    public void LoadAt_UsersAgainstThreads_LowWhileBaseAsyncsTwoThreadsARequestFitHighOnceTheyDoNot(int users, int threads,
        RampLoad load) =>
        Assert.Equal(load, WebLoadTest.LoadAt(users, threads));

    [Fact]
    public void Judge_DurationFallsAtHighLoad_FadesRefuted()
    {
        // 200 users served at 2,400 req/s against 25 at 250: a request took 0.83 of its low-load time.
        var claim = Claim(Run(high: (540, 2_400)), WebThroughputClaims.OffloadFadesAtHighLoad);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void Judge_DurationSixTimesAtHighLoad_FadesDiffersNamingTheFactor()
    {
        // 200 users at 330 req/s against 25 at 250: 6.06 times the low-load duration, where the article saw 1.85; 6.03 over
        // the seconds after the warm-up, whose noise differs between the two tests.
        var claim = Claim(Run(high: (320, 330)), WebThroughputClaims.OffloadFadesAtHighLoad);

        Assert.Equal(Verdict.Differs, claim.Verdict);
        Assert.Contains("6.03×", claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_LowLoadGainNearBandEdgeOnNoisySeconds_OffloadHelpsInconclusive()
    {
        // A 1.5× gain on the point, but seconds ±45 % apart: the interval straddles the band's lower edge.
        var claim = Claim(Run(low: (125, 188, 200, 120), lowNoise: Noisy), WebThroughputClaims.OffloadHelpsAtLowLoad);

        Assert.Equal(Verdict.Inconclusive, claim.Verdict);
        Assert.NotNull(claim.Interval);
    }

    [Fact]
    public void Judge_LowLoadGainSmallButClear_OffloadHelpsDiffers()
    {
        var claim = Claim(Run(low: (125, 160, 200, 156)), WebThroughputClaims.OffloadHelpsAtLowLoad);

        Assert.Equal(Verdict.Differs, claim.Verdict);
    }

    [Fact]
    public void Judge_AsyncAbovePoolLimitButBelowIdeal_ScalesDiffers()
    {
        var claim = Claim(Run(asyncRps: 500), WebThroughputClaims.TrueAsyncScales);

        Assert.Equal(Verdict.Differs, claim.Verdict);
    }

    [Fact]
    public void Judge_AsyncHeldToPoolLimit_ScalesRefuted()
    {
        // 64 threads × 2U serve 320 req/s at U = 100 ms: 0.32 of users/(2U).
        var claim = Claim(Run(asyncRps: 250), WebThroughputClaims.TrueAsyncScales);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void Judge_PoolDidNotGrow_SyncOverAsyncRefuted()
    {
        var claim = Claim(Run(syncOverAsyncThreads: 4), WebThroughputClaims.SyncOverAsyncStarves);

        Assert.Equal(Verdict.Refuted, claim.Verdict);
    }

    [Fact]
    public void Judge_AsyncTestMissing_ScalesNotMeasured()
    {
        var measurements = Run().Where(m => m.Variant != "async").ToList();

        Assert.Equal(Verdict.NotMeasured, Claim(measurements, WebThroughputClaims.TrueAsyncScales).Verdict);
    }

    [Fact]
    public void Judge_NoMeasurements_AllNotMeasured()
    {
        Assert.All(ClaimJudge.Judge(WebThroughputClaims.All, []), c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
    }

    [Fact]
    public void ToMeasurement_ArticleTest_CarriesPublishedRowAndEachSecondAfterTheWarmUp()
    {
        var measurement = Outcome(WebLoadTest.Constant("fair-async", 25, PoolSetting.Article), 250, 100, Quiet).ToMeasurement(Settings);

        Assert.Equal(21.3, measurement.Published!["throughput_rps"]);
        Assert.Equal(1.0, measurement.Metrics["latency_mean_u"]);
        Assert.Equal(0.5, measurement.Metrics["inline_fraction"]);
        // Quick's U of 100 ms: the first second is the warm-up, and the samples start at the second.
        Assert.Equal(1, Settings.WarmUpSeconds);
        Assert.Equal(Quiet.Skip(1).Select(n => 250 * (1 + n)), measurement.Samples!["throughput_rps"]);
        Assert.Equal(250 * 1.01 / 125, measurement.Samples["ideal_share"][0], 9);
    }

    [Fact]
    public void ToMeasurement_Ramp_KeepsEverySecondAndTheChartDrawsTheWarmUp()
    {
        var constant = Outcome(WebLoadTest.Constant("fair", 25, PoolSetting.Article), 125, 200, Quiet);
        var ramp = Outcome(WebLoadTest.Ramp("base", PoolSetting.Article), 600, 100, Ramp);

        Assert.Equal(Ramp.Length, ramp.ToMeasurement(Settings).Samples!["throughput_rps"].Count);
        Assert.Equal(Quiet.Length, constant.ToSeries(Settings).First().Points.Count);
    }

    [Theory]
    [InlineData(Profile.Smoke, 1)]
    [InlineData(Profile.Quick, 1)]
    [InlineData(Profile.Full, 2)]
    public void WarmUpSeconds_EachProfile_TheSecondsOfTheFirstRequestsTwoUnits(Profile profile, int seconds)
    {
        Assert.Equal(seconds, WebThroughputSettings.For(profile).WarmUpSeconds);
    }

    [Fact]
    public void ToMeasurement_MostRequestsTimedOut_P99CountsAsTheTimeout()
    {
        var outcome = Outcome(WebLoadTest.Constant("sync-over-async", 200, PoolSetting.Default), 50, 100, Quiet, timeouts: 50);

        var metrics = outcome.ToMeasurement(Settings).Metrics;

        Assert.Equal(Settings.TimeoutSeconds * 1000 / Settings.UnitMs, metrics["latency_p99_u"], 9);
        Assert.Equal(60, metrics["threads_added"]);
        Assert.Equal(0, metrics["server_stalled"]);
    }

    private static ClaimResult Claim(IReadOnlyList<Measurement> measurements, ClaimDefinition claim) =>
        ClaimJudge.Judge([claim], measurements).Single();

    /// <summary>A whole run at U = 100 ms: req/s and mean latency (ms) per test, each second within ±3 % unless told.</summary>
    private static List<Measurement> Run(
        (double Base, double Async, double Async2)? stepped = null,
        (double Base, double Async, double Async2)? lowLoad = null,
        (double FairRps, double FairAsyncRps, double FairMs, double FairAsyncMs)? low = null,
        (double Fair, double FairAsync)? high = null,
        double asyncRps = 950,
        int syncOverAsyncThreads = 60,
        double[]? lowNoise = null)
    {
        var (b, b1, b2) = stepped ?? (600, 320, 210);
        // On the first steps every action has threads enough, so all three serve alike, as the article says.
        var (l, l1, l2) = lowLoad ?? (300, 300, 300);
        var (fair, fairAsync, fairMs, fairAsyncMs) = low ?? (125, 250, 200, 100);
        // At 200 users fair-async serves 8 × 250 / 1.85 req/s: a request takes 1.85 times its 25-user time, as the article says;
        // fair serves 0.79 of that, as the article's table 2.
        var (highFair, highFairAsync) = high ?? (858, 1_080);
        WebLoadTestOutcome[] outcomes =
        [
            Outcome(WebLoadTest.Ramp("base", PoolSetting.Article), b, 100, Ramp, lowLoadRps: l),
            Outcome(WebLoadTest.Ramp("base-async", PoolSetting.Article), b1, 150, Rotated(Ramp, 3), lowLoadRps: l1),
            Outcome(WebLoadTest.Ramp("base-async2", PoolSetting.Article), b2, 200, Rotated(Ramp, 7), lowLoadRps: l2),
            Outcome(WebLoadTest.Constant("fair", 25, PoolSetting.Article), fair, fairMs, lowNoise ?? Quiet),
            Outcome(WebLoadTest.Constant("fair-async", 25, PoolSetting.Article), fairAsync, fairAsyncMs,
                (lowNoise ?? Quiet).Reverse().ToArray()),
            Outcome(WebLoadTest.Constant("fair", 200, PoolSetting.Article), highFair, 600, Quiet),
            Outcome(WebLoadTest.Constant("fair-async", 200, PoolSetting.Article), highFairAsync, 590, Quiet),
            Outcome(WebLoadTest.Constant("async", 200, PoolSetting.Bounded), asyncRps, 210, Quiet),
            Outcome(WebLoadTest.Constant("async", 200, PoolSetting.Default), asyncRps, 210, Quiet),
            Outcome(WebLoadTest.Constant("sync-over-async", 200, PoolSetting.Default), 50, 3000, Quiet, threadsMax: syncOverAsyncThreads),
        ];
        return outcomes.Select(o => o.ToMeasurement(Settings)).ToList();
    }

    /// <summary>
    /// A second per noise value at <paramref name="rps"/> × (1 + noise), a ramp's low-load steps at
    /// <paramref name="lowLoadRps"/> where given; p99 three times the mean latency.
    /// </summary>
    private static WebLoadTestOutcome Outcome(WebLoadTest test, double rps, double meanMs, double[] noise, int threadsMax = 64,
        long timeouts = 0, double? lowLoadRps = null)
    {
        var target = new Uri("http://127.0.0.1:1/");
        var plan = test.IsRamp ? test.Plan(target, Settings) : LoadPlan.Constant(target, Math.Max(1, test.Users), TimeSpan.FromSeconds(10));
        var latency = new LatencySummary(100, meanMs / 2, meanMs, meanMs, meanMs * 1.5, meanMs * 2, meanMs * 3);
        bool LowLoad(int second) => test.Threads(Settings) is { } threads
            && WebLoadTest.LoadAt(plan.UsersAt(TimeSpan.FromSeconds(second + 0.5)), threads) == RampLoad.Low;
        var windows = noise.Select((n, i) => (lowLoadRps is { } low && LowLoad(i) ? low : rps) * (1 + n)).ToArray();
        var load = new LoadReport(plan, TimeSpan.FromSeconds(10), 100, 0, timeouts, test.Users, latency, windows, rps, DriverCost.None);
        PoolSample[] samples = [new(1, 0, 4, 0, 0, 0, 0, 0), new(2, 250, threadsMax, 0, 0, 0, 0, 0)];
        return new WebLoadTestOutcome(test, load, 100, 100, 50, samples, 0);
    }
}
