using AsyncLab.Load;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// What the database room on the target server says about its store: rows written, failures, async calls that completed synchronously.
/// </summary>
public static class DatabaseObservation
{
    public static Task<DatabaseStats> DatabaseStatsAsync(this TargetObserver observer, CancellationToken cancellationToken) =>
        observer.GetAsync<DatabaseStats>(DatabaseEndpoints.StatsPath, cancellationToken);
}
