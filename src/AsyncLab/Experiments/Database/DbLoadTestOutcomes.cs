using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// The finished runs of one experiment run, and the same taken together per test, found by database, endpoint, users
/// and pool; null when that test did not run.
/// </summary>
public sealed class DbLoadTestOutcomes(IReadOnlyList<DbLoadTestOutcome> runs)
{
    /// <summary>Every run, in the order they ran.</summary>
    public IReadOnlyList<DbLoadTestOutcome> Runs => runs;

    /// <summary>One entry per test, in the order each test first ran.</summary>
    public IReadOnlyList<DbLoadTestRuns> All { get; } =
        runs.GroupBy(r => r.Test).Select(g => new DbLoadTestRuns(g.Key, g.ToList())).ToList();

    public bool Has(DatabaseKind database) => runs.Any(o => o.Test.Database == database);

    public DbLoadTestRuns? Find(DatabaseKind database, string endpoint, int users, PoolSetting pool) =>
        All.FirstOrDefault(o => o.Test == new DbLoadTest(database, endpoint, users, pool));
}
