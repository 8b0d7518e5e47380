using AsyncLab.Claims;
using AsyncLab.Data.Databases;
using AsyncLab.Experiments.Database;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Tests.Experiments.Database;

/// <summary>Which pair of a server's tests gets one more pair of runs: only an open one within reach of deciding.</summary>
public sealed class UndecidedPairsTests
{
    private static readonly DatabaseSettings Quick = DatabaseSettings.For(Profile.Quick);
    private static readonly DbLoadTest Sync25 = new(DatabaseKind.Sqlite, DatabaseEndpoints.ReadSync, 25, PoolSetting.Article);
    private static readonly DbLoadTest Async25 = new(DatabaseKind.Sqlite, DatabaseEndpoints.ReadAsync, 25, PoolSetting.Article);
    private static readonly DbLoadTest Sync200 = new(DatabaseKind.Sqlite, DatabaseEndpoints.ReadSync, 200, PoolSetting.Article);
    private static readonly DbLoadTest Async200 = new(DatabaseKind.Sqlite, DatabaseEndpoints.ReadAsync, 200, PoolSetting.Article);
    private static readonly IReadOnlyList<DbLoadTest> ServerTests = [Sync25, Async25, Sync200, Async200];

    // Every second within 1 % of the run's rate: an async/sync ratio of 1.00 is decided inside 0.91-1.10.
    private static readonly double[] Steady = [-0.01, 0.01, 0.0, -0.005, 0.005];

    // Seconds 6 % apart: what the intervals read is each run's ratio, not the seconds' scatter.
    private static readonly double[] Wide = [-0.06, 0.06, 0.0, -0.03, 0.03];

    // Each run's async/sync ratio 1 % above or below the pair's gain (the runs shifted ±0.5 % the opposite way for each
    // variant). The run is the ratio's unit, so an async/sync interval over the two runs spans about ±4 % at the claim's
    // 99.94 %: 1.00 is decided, 1.05 is open within reach of one more pair, 1.10 sits on the edge.
    private const double RunShift = 0.005;

    [Fact]
    public void Closest_EveryClaimDecided_None()
    {
        var runs = Pair(Sync25, Async25, 1.00, Steady).Concat(Pair(Sync200, Async200, 1.00, Steady)).ToList();

        Assert.Null(UndecidedPairs.Closest(runs, ServerTests, Quick));
    }

    [Fact]
    public void Closest_OnePairOpenWithinReach_ThatPair()
    {
        var runs = Pair(Sync25, Async25, 1.00, Steady).Concat(Pair(Sync200, Async200, 1.05, Wide)).ToList();
        Assert.Equal(Verdict.Inconclusive, Judge(runs).Verdict);

        Assert.Equal((Sync200, Async200), UndecidedPairs.Closest(runs, ServerTests, Quick));
    }

    [Fact]
    public void Closest_EstimateOnTheEdge_NoneForNoNumberOfRunsWouldDecide()
    {
        var runs = Pair(Sync25, Async25, 1.00, Steady).Concat(Pair(Sync200, Async200, 1.10, Wide)).ToList();
        Assert.Equal(Verdict.Inconclusive, Judge(runs).Verdict);

        Assert.Null(UndecidedPairs.Closest(runs, ServerTests, Quick));
    }

    private static CheckOutcome Judge(IReadOnlyList<DbLoadTestOutcome> runs) =>
        DatabaseClaims.SyncAsyncSameThroughput.Check.Evaluate(
            new ClaimEvidence(new DbLoadTestOutcomes(runs).All.Select(t => t.ToMeasurement(Quick)).ToList()));

    /// <summary>
    /// The pair's four runs in the schedule's order; async at <paramref name="gain"/> times sync, its seconds spread by
    /// <paramref name="asyncNoise"/>, each variant's runs <see cref="RunShift"/> either side of its rate, async's the
    /// other way from sync's.
    /// </summary>
    private static IEnumerable<DbLoadTestOutcome> Pair(DbLoadTest sync, DbLoadTest async, double gain, double[] asyncNoise) =>
    [
        DatabaseClaimsTests.Outcome(sync, 1000 * (1 - RunShift), default, Steady),
        DatabaseClaimsTests.Outcome(async, 1000 * gain * (1 + RunShift), default, asyncNoise),
        DatabaseClaimsTests.Outcome(async, 1000 * gain * (1 - RunShift), default, asyncNoise),
        DatabaseClaimsTests.Outcome(sync, 1000 * (1 + RunShift), default, Steady),
    ];
}
