using AsyncLab.Claims;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// database (seed 003): the web-throughput server with EF Core reads and writes, sync and async, over SQLite and
/// PostgreSQL that the lab seeds, under web-throughput's load driver with the lab's bounded pool and on the article's thread budget.
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

    IReadOnlyList<Metric> IExperiment.Metrics => DatabaseMetrics.All;

    /// <summary>The article publishes neither its queries nor its data: every row is the lab's.</summary>
    public bool IsArticleVariant(Measurement measurement) => false;

    /// <summary>One look after the planned tests, and one after each extra pair the profile's budget pays for.</summary>
    public int Looks(Profile profile) => DatabaseSettings.For(profile).Looks;

    /// <summary>Its server runs on the lab's own runtime only.</summary>
    public bool NeedsTargetServer => true;

    public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken) =>
        RunAsync(context, DatabaseSettings.For(context.Profile), cancellationToken);

    internal static async Task<ExperimentFindings> RunAsync(ExperimentContext context, DatabaseSettings settings,
        CancellationToken cancellationToken)
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
                run.Notes.Add(DatabaseNotes.PostgresUnavailable(unavailable.Message));
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
    /// Each of a server's tests loaded with the very request and user count it will be measured with, sync and async
    /// alike, window after window until the server's JIT is quiet and the throughput stops climbing
    /// (<see cref="DatabaseSettings.WarmUp"/>): so that the first measured run pays for neither JIT compilation, EF
    /// Core's query cache, connection set-up nor the database's page cache. What drift remains the sync, async, async,
    /// sync order spreads evenly. Returns one line per test: its windows' rates.
    /// </summary>
    internal static async Task<IReadOnlyList<string>> WarmUpAsync(TargetServerProcess server, IEnumerable<DbLoadTest> tests,
        DatabaseSettings settings, CancellationToken cancellationToken)
    {
        var window = settings with { ConstantSeconds = settings.WarmUp.WindowSeconds };
        var lines = new List<string>();
        foreach (var test in tests)
        {
            var windows = new List<WarmUpWindow>();
            do
            {
                // The latest sample is at most one sampling interval old: enough to tell a busy JIT from a quiet one.
                var jittedBefore = server.Samples.Latest.JittedMethods;
                var report = await LoadDriver.RunAsync(test.Plan(server.Address, window), cancellationToken).ConfigureAwait(false);
                var jitted = server.Samples.Latest.JittedMethods - jittedBefore;
                var drained = await DrainJitAsync(server, settings.WarmUp, cancellationToken).ConfigureAwait(false);
                windows.Add(new WarmUpWindow(report.MeanRps, jitted) { DrainSeconds = drained });
            }
            while (!settings.WarmUp.IsDone(windows));

            lines.Add($"{test.Label(settings)}: {SteadyWarmUp.Describe(windows)}");
        }

        return lines;
    }

    /// <summary>
    /// Waits, with no load, until a sampling interval passes in which the server's JIT compiled at most the quiet count,
    /// or the warm-up's drain limit: under load the one background tiering thread shares 2 busy cores with hundreds of
    /// request threads and the queue of methods waiting for tier-1 code drains slowly; idle, it has a core to itself.
    /// Returns the seconds waited.
    /// </summary>
    private static async Task<double> DrainJitAsync(TargetServerProcess server, SteadyWarmUp warmUp, CancellationToken cancellationToken)
    {
        var started = System.Diagnostics.Stopwatch.GetTimestamp();
        var previous = server.Samples.Latest;
        while (System.Diagnostics.Stopwatch.GetElapsedTime(started).TotalSeconds < warmUp.MaxDrainSeconds)
        {
            var next = await server.Samples.NextAfterAsync(previous.Seq, cancellationToken).ConfigureAwait(false);
            if (next.JittedMethods - previous.JittedMethods <= warmUp.QuietJittedMethods)
            {
                break;
            }

            previous = next;
        }

        return System.Diagnostics.Stopwatch.GetElapsedTime(started).TotalSeconds;
    }
}
