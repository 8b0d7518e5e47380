using AsyncLab.Claims;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// database (seed 003): the web-throughput server with EF Core reads and writes, sync and async, over SQLite and
/// PostgreSQL that the lab seeds, under web-throughput's load driver with the bounded and the default pool.
/// </summary>
public sealed class DatabaseExperiment : IExperiment
{
    public string Id => "database";

    public string Title => "When async data access raises a web server's throughput";

    public string Sources => "seed 003";

    public IReadOnlyList<string> Variants { get; } =
        ["sqlite read-sync", "sqlite read-async", "sqlite write-sync", "sqlite write-async",
         "postgresql read-sync", "postgresql read-async", "postgresql write-sync", "postgresql write-async"];

    public IReadOnlyList<ClaimDefinition> Claims => DatabaseClaims.All;

    /// <summary>Its server runs on the lab's own runtime only.</summary>
    public bool NeedsTargetServer => true;

    public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken) =>
        RunAsync(context, DatabaseSettings.For(context.Profile), cancellationToken);

    internal static async Task<ExperimentFindings> RunAsync(ExperimentContext context, DatabaseSettings settings, CancellationToken cancellationToken)
    {
        var run = new DatabaseRun(context, settings);
        foreach (var kind in settings.Databases)
        {
            OrderDatabase database;
            try
            {
                database = kind == DatabaseKind.Sqlite
                    ? await OrderDatabase.CreateSqliteAsync(settings.Seed, cancellationToken).ConfigureAwait(false)
                    : await OrderDatabase.CreatePostgresAsync(settings.Seed, settings.Postgres, cancellationToken).ConfigureAwait(false);
            }
            catch (DatabaseUnavailableException unavailable) when (kind == DatabaseKind.PostgreSql)
            {
                run.Notes.Add("PostgreSQL could not be had: " + unavailable.Message + "; its half is not measured.");
                continue;
            }

            await using (database.ConfigureAwait(false))
            {
                await run.RunHalfAsync(database, cancellationToken).ConfigureAwait(false);
            }
        }

        context.Progress.Report(new ExperimentProgress("done", run.Total, run.Total));
        return run.Findings([]);
    }

    /// <summary>
    /// Each of a server's tests loaded once, briefly, with the very request and user count it will be measured with, sync
    /// and async alike (the reads once asked a year of orders here, not the measured 30 days): so that the first measured
    /// run pays for neither JIT compilation, EF Core's query cache, connection set-up nor the database's page cache, and
    /// the default pool has already grown some way from its 2 starting threads toward what 200 blocked callers need.
    /// What drift remains (tiering goes on, the pool keeps growing) the sync, async, async, sync order spreads evenly.
    /// </summary>
    internal static async Task WarmUpAsync(Uri server, IEnumerable<DbLoadTest> tests, DatabaseSettings settings, CancellationToken cancellationToken)
    {
        var brief = settings with { ConstantSeconds = settings.WarmUpSeconds };
        foreach (var test in tests)
        {
            await LoadDriver.RunAsync(test.Plan(server, brief), cancellationToken).ConfigureAwait(false);
        }
    }
}
