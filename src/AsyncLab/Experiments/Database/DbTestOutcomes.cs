using AsyncLab.Data.Databases;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Experiments.Database;

/// <summary>The finished tests of one run, found by database, endpoint, users and pool; null when that test did not run.</summary>
public sealed class DbTestOutcomes(IReadOnlyList<DbTestOutcome> all)
{
    public IReadOnlyList<DbTestOutcome> All => all;

    public bool Has(DatabaseKind database) => all.Any(o => o.Test.Database == database);

    public DbTestOutcome? Find(DatabaseKind database, string endpoint, int users, bool bounded) =>
        all.FirstOrDefault(o => o.Test.Database == database && o.Test.Endpoint == endpoint && o.Test.Users == users && o.Test.BoundedPool == bounded);

    /// <summary>Async over sync read throughput for one database, user count and pool; NaN when either is missing or answered nothing.</summary>
    public double ReadGain(DatabaseKind database, int users, bool bounded)
    {
        var sync = Find(database, DatabaseEndpoints.ReadSync, users, bounded);
        var async = Find(database, DatabaseEndpoints.ReadAsync, users, bounded);
        return sync is null || async is null || sync.ThroughputRps <= 0 ? double.NaN : async.ThroughputRps / sync.ThroughputRps;
    }
}
