using AsyncLab.Experiments.WebThroughput;
using AsyncLab.Load;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.WebThroughput;

/// <summary>The order the fair tests run in turns, and the blocks each profile gives them.</summary>
public sealed class WebThroughputExperimentTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void TurnOrder_TestsSideBySide_EveryKthBlockOfOneNextToTheKthOfTheOther(int rounds)
    {
        var tests = WebThroughputExperiment.FairTurns(PoolSetting.Article);
        var order = WebThroughputExperiment.TurnOrder(tests, rounds);

        for (var t = 0; t + 1 < tests.Count; t++)
        {
            var first = Positions(order, tests[t]);
            var second = Positions(order, tests[t + 1]);
            Assert.Equal(2 * rounds, first.Count);
            Assert.Equal(first.Count, second.Count);
            Assert.All(first.Zip(second), p => Assert.Equal(1, Math.Abs(p.First - p.Second)));
            // Balanced: each leads in half the pairs.
            Assert.Equal(rounds, first.Zip(second).Count(p => p.First < p.Second));
        }
    }

    [Fact]
    public void FairTurns_EachClaimsPair_StandSideBySide()
    {
        var tests = WebThroughputExperiment.FairTurns(PoolSetting.Article);
        string Name(WebLoadTest t) => $"{t.Endpoint}@{t.Users}";

        Assert.Equal(["fair@25", "fair-async@25", "fair-async@200", "fair@200"], tests.Select(Name));
        Assert.All(tests, t => Assert.True(t.InTurns));
    }

    [Theory]
    [InlineData(Profile.Smoke)]
    [InlineData(Profile.Quick)]
    [InlineData(Profile.Full)]
    public void For_EveryProfile_TurnsReadSecondsAfterTheirWarmUp(Profile profile)
    {
        var settings = WebThroughputSettings.For(profile);

        Assert.True(settings.TurnReadSeconds >= 1);
        Assert.True(settings.TurnRounds >= 1);
    }

    [Fact]
    public void For_Quick_TwelvePairsOfSecondsAClaim()
    {
        var settings = WebThroughputSettings.For(Profile.Quick);

        Assert.Equal(12, 2 * settings.TurnRounds * settings.TurnReadSeconds);
    }

    [Theory]
    [InlineData(Profile.Full, true)]
    [InlineData(Profile.Quick, false)]
    [InlineData(Profile.Smoke, false)]
    public void Servers_Profile_InjectedPoolServerOnlyInFullWithTheArticlesTestsAndAMinimumBelowTheCap(Profile profile, bool expected)
    {
        var settings = WebThroughputSettings.For(profile);

        var injected = WebThroughputExperiment.Servers(settings).Where(s => s.Pool == PoolSetting.Injected).ToList();

        Assert.Equal(expected, injected.Count == 1);
        if (expected)
        {
            Assert.Equal(WebThroughputExperiment.ArticleTests.Select(t => (t.Kind, t.Endpoint, t.Users)),
                injected[0].Tests.Select(t => (t.Kind, t.Endpoint, t.Users)));
            Assert.Equal(Environment.ProcessorCount, settings.MinThreads(PoolSetting.Injected));
            Assert.Equal(WebThroughputSettings.ArticlePoolThreads, settings.Threads(PoolSetting.Injected));
            Assert.Equal("pool 270 by injection", injected[0].Tests[0].PoolText(settings));
        }

        Assert.Equal(settings.Threads(PoolSetting.Article), settings.MinThreads(PoolSetting.Article));
    }

    [Fact]
    public void Steps_BoundedPoolServerInFull_TurnsRunBeforeSyncOverAsync()
    {
        var bounded = WebThroughputExperiment.Servers(WebThroughputSettings.For(Profile.Full))
            .Single(s => s.Server == "Bounded pool server");

        var steps = WebThroughputExperiment.Steps(bounded.Tests);

        var turns = steps.Select((s, i) => (s, i)).Single(p => p.s.Count > 1);
        var blocking = steps.Select((s, i) => (s, i)).Single(p => p.s is [{ Endpoint: "sync-over-async" }]);
        Assert.True(turns.i < blocking.i, "the turns ran after sync-over-async, which can leave the bounded server deadlocked");
        Assert.Contains(turns.s, t => t is { Endpoint: "fair", Users: WebThroughputSettings.HighUsers });
        Assert.Contains(turns.s, t => t is { Endpoint: "fair-async", Users: WebThroughputSettings.HighUsers });
        Assert.Equal(bounded.Tests.Count, steps.Sum(s => s.Count));
    }

    [Fact]
    public void Steps_ArticleServer_RampsThenTheFairTestsInTurns()
    {
        var steps = WebThroughputExperiment.Steps(WebThroughputExperiment.ArticleTests);

        Assert.Equal(["base", "base-async", "base-async2", "fair,fair-async,fair-async,fair"],
            steps.Select(s => string.Join(",", s.Select(t => t.Endpoint))));
    }

    private static List<int> Positions(IReadOnlyList<WebLoadTest> order, WebLoadTest test) =>
        order.Select((t, i) => (t, i)).Where(p => p.t == test).Select(p => p.i).ToList();
}
