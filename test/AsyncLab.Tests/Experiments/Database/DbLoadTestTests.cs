using AsyncLab.Data.Databases;
using AsyncLab.Experiments.Database;
using AsyncLab.Load;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>The planned order of a server's tests: each sync/async pair mirrored, so order effects weigh on both alike.</summary>
public sealed class DbLoadTestTests
{
    [Fact]
    public void Schedule_BoundedPool_EachPairRunsSyncAsyncAsyncSync()
    {
        var schedule = DbLoadTest.Schedule(DatabaseKind.Sqlite, PoolSetting.Bounded, [25, 200]);

        var expected = new[]
        {
            (DatabaseEndpoints.ReadSync, 25), (DatabaseEndpoints.ReadAsync, 25),
            (DatabaseEndpoints.ReadAsync, 25), (DatabaseEndpoints.ReadSync, 25),
            (DatabaseEndpoints.ReadSync, 200), (DatabaseEndpoints.ReadAsync, 200),
            (DatabaseEndpoints.ReadAsync, 200), (DatabaseEndpoints.ReadSync, 200),
            (DatabaseEndpoints.WriteSync, 25), (DatabaseEndpoints.WriteAsync, 25),
            (DatabaseEndpoints.WriteAsync, 25), (DatabaseEndpoints.WriteSync, 25),
            (DatabaseEndpoints.WriteSync, 200), (DatabaseEndpoints.WriteAsync, 200),
            (DatabaseEndpoints.WriteAsync, 200), (DatabaseEndpoints.WriteSync, 200),
        };
        Assert.Equal(expected, schedule.Select(t => (t.Endpoint, t.Users)));
        Assert.All(schedule, t => Assert.Equal(PoolSetting.Bounded, t.Pool));
    }

    [Fact]
    public void Schedule_TwoRounds_KthRunOfEachSideBesideTheKthOfTheOther()
    {
        var schedule = DbLoadTest.Schedule(DatabaseKind.Sqlite, PoolSetting.Article, [200], writeUserCounts: [], rounds: 2);
        var syncRuns = schedule.Select((t, i) => (t, i)).Where(p => !p.t.IsAsync).Select(p => p.i).ToList();
        var asyncRuns = schedule.Select((t, i) => (t, i)).Where(p => p.t.IsAsync).Select(p => p.i).ToList();

        Assert.Equal(8, schedule.Count);
        Assert.Equal([0, 3, 4, 7], syncRuns);
        Assert.All(syncRuns.Zip(asyncRuns), p => Assert.Equal(1, Math.Abs(p.First - p.Second)));
    }

    [Fact]
    public void For_QuickAndFull_TwoRoundsSoEachRatioHasFourRuns()
    {
        Assert.Equal(2, DatabaseSettings.For(AsyncLab.Running.Profile.Quick).Rounds);
        Assert.Equal(2, DatabaseSettings.For(AsyncLab.Running.Profile.Full).Rounds);
    }

    [Fact]
    public void Schedule_WritesAtFewerUserCounts_ReadsAtAllWritesAtTheirOwn()
    {
        var schedule = DbLoadTest.Schedule(DatabaseKind.Sqlite, PoolSetting.Bounded, [25, 200], writeUserCounts: [200]);

        Assert.Equal([25, 200], schedule.Where(t => !t.IsWrite).Select(t => t.Users).Distinct());
        Assert.Equal([200], schedule.Where(t => t.IsWrite).Select(t => t.Users).Distinct());
        Assert.Equal(12, schedule.Count);
    }

    [Fact]
    public void For_QuickProfile_WritesOnlyAtTheHighUserCount()
    {
        var quick = DatabaseSettings.For(AsyncLab.Running.Profile.Quick);

        var tests = DbLoadTest.For(DatabaseKind.PostgreSql, PoolSetting.Bounded, quick.UserCounts, quick.WriteUserCounts);

        Assert.All(tests.Where(t => t.IsWrite), t => Assert.Equal(DatabaseSettings.HighUsers, t.Users));
        Assert.Contains(tests, t => !t.IsWrite && t.Users == DatabaseSettings.LowUsers);
    }

    [Fact]
    public void Tests_QuickProfile_WritesToSqliteOnly()
    {
        var quick = DatabaseSettings.For(AsyncLab.Running.Profile.Quick);

        Assert.Contains(quick.Tests(DatabaseKind.Sqlite, PoolSetting.Bounded), t => t.IsWrite);
        Assert.DoesNotContain(quick.Tests(DatabaseKind.PostgreSql, PoolSetting.Bounded), t => t.IsWrite);
        Assert.Contains(quick.Tests(DatabaseKind.PostgreSql, PoolSetting.Bounded), t => !t.IsWrite);
    }

    [Fact]
    public void Tests_FullProfile_WritesToBothDatabases()
    {
        var full = DatabaseSettings.For(AsyncLab.Running.Profile.Full);

        Assert.Contains(full.Tests(DatabaseKind.Sqlite, PoolSetting.Bounded), t => t.IsWrite);
        Assert.Contains(full.Tests(DatabaseKind.PostgreSql, PoolSetting.Bounded), t => t.IsWrite);
    }

    [Fact]
    public void Schedule_QuickProfile_BoundedReadsAtTheHighUserCountArticleBudgetAtBoth()
    {
        var quick = DatabaseSettings.For(AsyncLab.Running.Profile.Quick);

        Assert.Equal([DatabaseSettings.HighUsers],
            quick.Schedule(DatabaseKind.Sqlite, PoolSetting.Bounded).Where(t => !t.IsWrite).Select(t => t.Users).Distinct());
        Assert.Equal([DatabaseSettings.LowUsers, DatabaseSettings.HighUsers],
            quick.Schedule(DatabaseKind.Sqlite, PoolSetting.Article).Select(t => t.Users).Distinct());
        Assert.Equal(quick.Tests(DatabaseKind.PostgreSql, PoolSetting.Bounded).ToHashSet(),
            quick.Schedule(DatabaseKind.PostgreSql, PoolSetting.Bounded).ToHashSet());
    }

    [Fact]
    public void Schedule_FullProfile_BothPoolsAtEveryUserCount()
    {
        var full = DatabaseSettings.For(AsyncLab.Running.Profile.Full);

        Assert.Equal([DatabaseSettings.LowUsers, DatabaseSettings.HighUsers],
            full.Schedule(DatabaseKind.Sqlite, PoolSetting.Bounded).Where(t => !t.IsWrite).Select(t => t.Users).Distinct());
    }

    [Fact]
    public void Schedule_ArticleBudget_ReadsOnlyMirrored()
    {
        var schedule = DbLoadTest.Schedule(DatabaseKind.PostgreSql, PoolSetting.Article, [200]);

        Assert.Equal([DatabaseEndpoints.ReadSync, DatabaseEndpoints.ReadAsync, DatabaseEndpoints.ReadAsync, DatabaseEndpoints.ReadSync],
            schedule.Select(t => t.Endpoint));
    }

    [Theory]
    [InlineData(PoolSetting.Bounded)]
    [InlineData(PoolSetting.Article)]
    public void Schedule_AnyPool_EveryTestTwiceAtTheSameMeanPosition(PoolSetting pool)
    {
        var tests = DbLoadTest.For(DatabaseKind.Sqlite, pool, [25, 200]);
        var schedule = DbLoadTest.Schedule(DatabaseKind.Sqlite, pool, [25, 200]);

        Assert.All(tests, t => Assert.Equal(2, schedule.Count(s => s == t)));
        // Mean position in the order is the same for the sync and the async test of a pair.
        foreach (var pair in tests.Chunk(2))
        {
            var positions = pair.Select(t => schedule.Select((s, i) => (s, i)).Where(x => x.s == t).Average(x => x.i)).ToArray();
            Assert.Equal(positions[0], positions[1]);
        }
    }
}
