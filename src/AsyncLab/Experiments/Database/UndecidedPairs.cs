using AsyncLab.Claims;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.Database;

/// <summary>Which sync/async pair of a server's tests one more pair of runs could decide a claim on.</summary>
public static class UndecidedPairs
{
    /// <summary>
    /// The pair among <paramref name="serverTests"/> whose claim part is still open and needs the least narrowing, if one
    /// more pair of runs can plausibly give it (its seconds so far against one more pair's, weighed as the benchmark
    /// sessions weigh their rounds); null when every claim is decided or out of reach.
    /// </summary>
    /// <param name="runs">Every run of the experiment so far, on every server (a claim may read other servers' tests).</param>
    /// <param name="serverTests">The running server's tests in sync/async pairs (<see cref="DbLoadTest.For"/>).</param>
    public static (DbLoadTest Sync, DbLoadTest Async)? Closest(IReadOnlyList<DbLoadTestOutcome> runs, IReadOnlyList<DbLoadTest> serverTests,
        DatabaseSettings settings)
    {
        var tests = new DbLoadTestOutcomes(runs).All;
        var measured = tests.Select(t => (t.Test, Seconds: t.PerSecond().Count, Measurement: t.ToMeasurement(settings))).ToList();
        var open = OpenCase.Of(DatabaseClaims.All, new ClaimEvidence(measured.Select(m => m.Measurement).ToList()));
        var oneMorePair = (int)Math.Round(2 * settings.ConstantSeconds);
        var candidates =
            from pair in serverTests.Chunk(2)
            let both = measured.Where(m => m.Test == pair[0] || m.Test == pair[1]).ToList()
            where both.Count == 2
            let reach = StoppingCriteria.Reachable(both.Min(m => m.Seconds), oneMorePair,
                StoppingCriteria.SecondsBeforeReach)
            let shrinks = open
                .Where(o => o.WithinReach(reach) && both.Any(m => o.Selector.Matches(m.Measurement)))
                .Select(o => double.IsNaN(o.Shrink) ? 1 : o.Shrink)
                .ToList()
            where shrinks.Count > 0
            orderby shrinks.Min()
            select ((DbLoadTest Sync, DbLoadTest Async)?)(pair[0], pair[1]);
        return candidates.FirstOrDefault();
    }
}
