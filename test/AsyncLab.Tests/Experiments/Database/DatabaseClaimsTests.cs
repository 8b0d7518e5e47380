using AsyncLab.Claims;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using AsyncLab.Experiments.Database;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>
/// The claims judged by the engine on measurements made from made-up runs (four runs of five seconds per test, in the
/// sync, async, async, sync order twice, as quick runs them, through <see cref="DbLoadTestRuns.ToMeasurement"/>), without a
/// server or a database.
/// </summary>
public sealed class DatabaseClaimsTests
{
    private static readonly DatabaseSettings Settings = DatabaseSettings.For(Profile.Quick);

    /// <summary>±3 % around a run's rate, second by second.</summary>
    private static readonly double[] Quiet = [-0.03, 0.01, 0.02, -0.02, 0.02];

    /// <summary>
    /// How far each of a pair's four runs (sync, async, async, sync) sits from its test's rate: runs on a real server never
    /// serve exactly alike, and a claim's ratio takes the run as its unit.
    /// </summary>
    private static readonly double[] RunJitter = [-0.01, 0.01, -0.005, 0.005];

    [Fact]
    public void Judge_SameDefaultPoolThroughputAsyncWinsBoundedSqliteSync_AllHold()
    {
        var claims = ClaimJudge.Judge(DatabaseClaims.All, Run(new Fixture()));

        Assert.All(claims, c => Assert.True(c.Verdict == Verdict.Holds, $"{c.Id}: {c.Verdict}, {c.Why}"));
    }

    [Fact]
    public void Judge_AsyncFarAheadWithDefaultPool_SameThroughputRefuted()
    {
        Assert.Equal(Verdict.Refuted, Claim(new Fixture { DefaultGain = 1.6 }, DatabaseClaims.SyncAsyncSameThroughput).Verdict);
    }

    [Fact]
    public void Judge_RatioInBandButAsyncRunsFarApart_SameThroughputInconclusiveNotHolds()
    {
        // 0.85× on the point, inside the band, but one async run at a fifth of the other's rate (±83 %): an interval
        // wider than the band decides nothing.
        var claim = Claim(new Fixture { DefaultGain = 0.85, AsyncRunSpread = 1.66 }, DatabaseClaims.SyncAsyncSameThroughput);

        Assert.Equal(Verdict.Inconclusive, claim.Verdict);
        Assert.True(claim.Interval!.High - claim.Interval.Low > 0.3, claim.Why);
    }

    [Theory]
    [InlineData(1.2, Verdict.Differs)]
    [InlineData(0.8, Verdict.Refuted)]
    [InlineData(2.0, Verdict.Holds)]
    public void Judge_BoundedPoolGain_Classified(double gain, Verdict expected)
    {
        Assert.Equal(expected, Claim(new Fixture { PostgresBoundedGain = gain }, DatabaseClaims.AsyncWinsWithBoundedPool).Verdict);
    }

    [Fact]
    public void Judge_BoundedPoolLossWithinRunSpread_Inconclusive()
    {
        var claim = Claim(new Fixture { PostgresBoundedGain = 0.95, AsyncRunSpread = 0.2 }, DatabaseClaims.AsyncWinsWithBoundedPool);

        Assert.Equal(Verdict.Inconclusive, claim.Verdict);
    }

    [Fact]
    public void Judge_CoresSaturatedWithDefaultPool_BoundedPoolNotMeasuredWithReason()
    {
        // Sync reads served as much at 200 users as at 25: the machine, not the threads, was the limit.
        var claim = Claim(new Fixture { PostgresBoundedGain = 0.8, DefaultGrowth = 1.0 }, DatabaseClaims.AsyncWinsWithBoundedPool);

        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
        Assert.Contains("cores", claim.Why, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_PostgresMissing_SameThroughputJudgedOnSqliteAloneBoundedPoolNotMeasured()
    {
        var measurements = Run(new Fixture()).Where(m => !m.Variant.StartsWith("postgresql", StringComparison.Ordinal)).ToList();

        var same = ClaimJudge.Judge([DatabaseClaims.SyncAsyncSameThroughput], measurements).Single();
        var bounded = ClaimJudge.Judge([DatabaseClaims.AsyncWinsWithBoundedPool], measurements).Single();

        Assert.Equal(Verdict.Holds, same.Verdict);
        Assert.Contains("not measured: postgresql", same.Why, StringComparison.Ordinal);
        Assert.Equal(Verdict.NotMeasured, bounded.Verdict);
    }

    [Theory]
    [InlineData(0.3, Verdict.Refuted)]
    [InlineData(0.8, Verdict.Differs)]
    public void Judge_SqliteAsyncOftenTrulyAsync_SqliteSyncNotHolding(double share, Verdict expected)
    {
        Assert.Equal(expected, Claim(new Fixture { SqliteShare = share }, DatabaseClaims.SqliteAsyncIsSync).Verdict);
    }

    [Fact]
    public void Judge_SqliteAsyncClearlyFaster_SqliteSyncRefuted()
    {
        Assert.Equal(Verdict.Refuted, Claim(new Fixture { SqliteGain = 1.5 }, DatabaseClaims.SqliteAsyncIsSync).Verdict);
    }

    [Fact]
    public void Judge_NoMeasurements_NothingMeasured()
    {
        Assert.All(ClaimJudge.Judge(DatabaseClaims.All, []), c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
    }

    private static ClaimResult Claim(Fixture fixture, ClaimDefinition claim) => ClaimJudge.Judge([claim], Run(fixture)).Single();

    /// <summary>
    /// Reads on both databases and pools at 25 and 200 users, writes with the bounded pool. Sync reads serve 100 req/s,
    /// with the default pool <see cref="DefaultGrowth"/> times that at 200 users; async serves sync × the gain asked for
    /// that case, its two runs <see cref="AsyncRunSpread"/> of their mean apart.
    /// </summary>
    private sealed record Fixture
    {
        public double DefaultGain { get; init; } = 1.02;

        public double PostgresBoundedGain { get; init; } = 2.0;

        public double SqliteGain { get; init; } = 1.0;

        public double SqliteShare { get; init; } = 1.0;

        public double DefaultGrowth { get; init; } = 2.0;

        public double AsyncRunSpread { get; init; }
    }

    private static List<Measurement> Run(Fixture f)
    {
        var runs = new List<DbLoadTestOutcome>();
        foreach (var kind in new[] { DatabaseKind.Sqlite, DatabaseKind.PostgreSql })
        {
            foreach (var pool in DatabaseSettings.Pools)
            {
                foreach (var test in DbLoadTest.For(kind, pool, [DatabaseSettings.LowUsers, DatabaseSettings.HighUsers]).Chunk(2))
                {
                    var (sync, async) = (test[0], test[1]);
                    var onArticleBudget = pool == PoolSetting.Article;
                    var syncRps = onArticleBudget && sync.Users == DatabaseSettings.HighUsers ? 100 * f.DefaultGrowth : 100;
                    var gain = onArticleBudget ? f.DefaultGain
                        : kind == DatabaseKind.Sqlite ? f.SqliteGain
                        : sync.Users == DatabaseSettings.HighUsers && !sync.IsWrite ? f.PostgresBoundedGain : 1.0;
                    var share = new SyncCompletionShare(1000, (long)(1000 * (kind == DatabaseKind.Sqlite ? f.SqliteShare : 0.2)));
                    // Quick's rounds: S A A S twice, the second round's runs jittered the other way round.
                    foreach (var jitter in new[] { RunJitter, RunJitter.Reverse().ToArray() })
                    {
                        runs.Add(Outcome(sync, syncRps * (1 + jitter[0]), default));
                        runs.Add(Outcome(async, syncRps * gain * (1 - (f.AsyncRunSpread / 2)) * (1 + jitter[1]), share));
                        runs.Add(Outcome(async, syncRps * gain * (1 + (f.AsyncRunSpread / 2)) * (1 + jitter[2]), share));
                        runs.Add(Outcome(sync, syncRps * (1 + jitter[3]), default));
                    }
                }
            }
        }

        return new DbLoadTestOutcomes(runs).All.Select(t => t.ToMeasurement(Settings)).ToList();
    }

    /// <summary>One run of five seconds around <paramref name="rps"/>.</summary>
    internal static DbLoadTestOutcome Outcome(DbLoadTest test, double rps, SyncCompletionShare share, double[]? noise = null)
    {
        var plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), test.Users, TimeSpan.FromSeconds(5));
        var windows = (noise ?? Quiet).Select(n => rps * (1 + n)).ToArray();
        var latency = new LatencySummary((long)(rps * 5), 1, 10, 9, 15, 30, 40);
        var report = new LoadReport(plan, TimeSpan.FromSeconds(5), (long)(rps * 5), 0, 0, test.Users, latency, windows, rps,
            DriverCost.None);
        return new DbLoadTestOutcome(test, report, (long)(rps * 5), share, null, 0, [], 0);
    }
}
