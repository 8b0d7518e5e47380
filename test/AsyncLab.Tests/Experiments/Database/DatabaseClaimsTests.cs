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
    public void Judge_NoTests_NothingMeasured()
    {
        var claims = DatabaseClaims.Judge(new DbTestOutcomes([]), "PostgreSQL was not part of this run");

        Assert.All(claims, c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
    }

    private static ClaimResult Claim(DbTestOutcomes outcomes, string id) => DatabaseClaims.Judge(outcomes, null).Single(c => c.Id == id);

    /// <summary>Sync reads at 100 req/s everywhere; async reads at 100 × the gain asked for that case.</summary>
    private static DbTestOutcomes Outcomes(double defaultGain, double postgresBoundedGain, double sqliteShare)
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
                    all.Add(Outcome(new DbTest(kind, DatabaseEndpoints.ReadSync, users, bounded), 100, default));
                    all.Add(Outcome(new DbTest(kind, DatabaseEndpoints.ReadAsync, users, bounded), 100 * gain, new SyncCompletionShare(1000, (long)(1000 * share))));
                }
            }
        }

        return new DbTestOutcomes(all);
    }

    private static DbTestOutcome Outcome(DbTest test, double rps, SyncCompletionShare share)
    {
        var plan = LoadPlan.Constant(new Uri("http://127.0.0.1:1/"), test.Users, TimeSpan.FromSeconds(10));
        var latency = new LatencySummary((long)(rps * 10), 1, 10, 9, 15, 30, 40);
        var report = new LoadReport(plan, TimeSpan.FromSeconds(10), (long)(rps * 10), 0, 0, test.Users, latency, [rps], rps, DriverCost.None);
        return new DbTestOutcome(test, report, (long)(rps * 10), share, null, 0, [], 0);
    }
}
