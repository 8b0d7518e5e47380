using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using AsyncLab.Experiments.Database;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>The verdicts from made-up test outcomes, so each rule is checked without a server or a database.</summary>
public sealed class DatabaseClaimsTests
{
    [Fact]
    public void Judge_SameDefaultPoolThroughputAsyncWinsBoundedSqliteSync_AllHold()
    {
        var outcomes = Outcomes(defaultGain: 1.05, postgresBoundedGain: 2.0, sqliteShare: 1.0);

        var claims = DatabaseClaims.Judge(outcomes, null);

        Assert.All(claims, c => Assert.Equal(Verdict.Holds, c.Verdict));
    }

    [Fact]
    public void Judge_AsyncFarAheadWithDefaultPool_SameThroughputRefuted()
    {
        var outcomes = Outcomes(defaultGain: 1.6, postgresBoundedGain: 2.0, sqliteShare: 1.0);

        Assert.Equal(Verdict.Refuted, Claim(outcomes, DatabaseClaims.SyncAsyncSameThroughput.Id).Verdict);
    }

    [Theory]
    [InlineData(1.2, Verdict.Differs)]
    [InlineData(0.9, Verdict.Refuted)]
    public void Judge_BoundedPoolGainBelowBand_Classified(double gain, Verdict expected)
    {
        var outcomes = Outcomes(defaultGain: 1.0, postgresBoundedGain: gain, sqliteShare: 1.0);

        Assert.Equal(expected, Claim(outcomes, DatabaseClaims.AsyncWinsWithBoundedPool.Id).Verdict);
    }

    [Fact]
    public void Judge_PostgresMissing_BoundedPoolNotMeasuredWithReason()
    {
        var outcomes = Outcomes(defaultGain: 1.0, postgresBoundedGain: 2.0, sqliteShare: 1.0);

        var claim = DatabaseClaims.Judge(outcomes, "no binaries").Single(c => c.Id == DatabaseClaims.AsyncWinsWithBoundedPool.Id);

        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
        Assert.Equal("no binaries", claim.Why);
    }

    [Theory]
    [InlineData(0.3, Verdict.Refuted)]
    [InlineData(0.8, Verdict.Differs)]
    public void Judge_SqliteAsyncOftenTrulyAsync_SqliteSyncNotHolding(double share, Verdict expected)
    {
        var outcomes = Outcomes(defaultGain: 1.0, postgresBoundedGain: 2.0, sqliteShare: share);

        Assert.Equal(expected, Claim(outcomes, DatabaseClaims.SqliteAsyncIsSync.Id).Verdict);
    }

    [Fact]
    public void Judge_DefaultPoolGainWithinRunSpread_SameThroughputDiffersNotRefuted()
    {
        // Async 1.6× sync on the point estimate, but each async test's two runs are 120 and 200 req/s: the runs of one
        // variant differ by more than async and sync do.
        var outcomes = Outcomes(defaultGain: 1.6, postgresBoundedGain: 2.0, sqliteShare: 1.0, asyncRunSpread: 0.5);

        var claim = Claim(outcomes, DatabaseClaims.SyncAsyncSameThroughput.Id);

        Assert.Equal(Verdict.Differs, claim.Verdict);
        Assert.Contains("±", claim.Measured, StringComparison.Ordinal);
    }

    [Fact]
    public void Judge_BoundedPoolLossWithinRunSpread_DiffersNotRefuted()
    {
        var outcomes = Outcomes(defaultGain: 1.0, postgresBoundedGain: 0.9, sqliteShare: 1.0, asyncRunSpread: 0.3);

        Assert.Equal(Verdict.Differs, Claim(outcomes, DatabaseClaims.AsyncWinsWithBoundedPool.Id).Verdict);
    }

    [Fact]
    public void Judge_DefaultPoolGainBeyondRunSpread_SameThroughputStillRefuted()
    {
        var outcomes = Outcomes(defaultGain: 1.6, postgresBoundedGain: 2.0, sqliteShare: 1.0, asyncRunSpread: 0.1);

        Assert.Equal(Verdict.Refuted, Claim(outcomes, DatabaseClaims.SyncAsyncSameThroughput.Id).Verdict);
    }

    [Fact]
    public void Judge_NoTests_NothingMeasured()
    {
        var claims = DatabaseClaims.Judge(new DbTestOutcomes([]), "PostgreSQL was not part of this run");

        Assert.All(claims, c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
    }

    private static ClaimResult Claim(DbTestOutcomes outcomes, string id) => DatabaseClaims.Judge(outcomes, null).Single(c => c.Id == id);

    /// <summary>
    /// Sync reads at 100 req/s everywhere; async reads at 100 × the gain asked for that case. Each test runs twice in
    /// the sync, async, async, sync order; the async runs are apart by <paramref name="asyncRunSpread"/> of their mean.
    /// </summary>
    private static DbTestOutcomes Outcomes(double defaultGain, double postgresBoundedGain, double sqliteShare, double asyncRunSpread = 0)
    {
        var all = new List<DbTestOutcome>();
        foreach (var kind in new[] { DatabaseKind.Sqlite, DatabaseKind.PostgreSql })
        {
            foreach (var bounded in new[] { true, false })
            {
                foreach (var users in new[] { DatabaseSettings.LowUsers, DatabaseSettings.HighUsers })
                {
                    var gain = !bounded ? defaultGain : kind == DatabaseKind.PostgreSql && users == DatabaseSettings.HighUsers ? postgresBoundedGain : 1.0;
                    var share = kind == DatabaseKind.Sqlite ? sqliteShare : 0.2;
                    var sync = new DbTest(kind, DatabaseEndpoints.ReadSync, users, bounded);
                    var async = new DbTest(kind, DatabaseEndpoints.ReadAsync, users, bounded);
                    var asyncShare = new SyncCompletionShare(1000, (long)(1000 * share));
                    all.Add(Outcome(sync, 100, default));
                    all.Add(Outcome(async, 100 * gain * (1 - (asyncRunSpread / 2)), asyncShare));
                    all.Add(Outcome(async, 100 * gain * (1 + (asyncRunSpread / 2)), asyncShare));
                    all.Add(Outcome(sync, 100, default));
                }
            }
        }

        return new DbTestOutcomes(all);
    }

    /// <summary>One run answering <paramref name="rps"/> for 10 s.</summary>
    internal static DbTestOutcome Outcome(DbTest test, double rps, SyncCompletionShare share)
    {
        var plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), test.Users, TimeSpan.FromSeconds(10));
        var latency = new LatencySummary((long)(rps * 10), 1, 10, 9, 15, 30, 40);
        var report = new LoadReport(plan, TimeSpan.FromSeconds(10), (long)(rps * 10), 0, 0, test.Users, latency, [rps], rps, DriverCost.None);
        return new DbTestOutcome(test, report, (long)(rps * 10), share, null, 0, [], 0);
    }
}
