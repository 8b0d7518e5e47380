using AsyncLab.Claims;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Stopping;
using AsyncLab.WebTarget.Database;

namespace AsyncLab.Experiments.Database;

/// <summary>
/// One run's progress and findings so far: each seeded database is loaded through a server on the lab's bounded pool, then one
/// on the article's thread budget.
/// </summary>
internal sealed class DatabaseRun(ExperimentContext context, DatabaseSettings settings)
{
    public List<DbLoadTestOutcome> Outcomes { get; } = [];

    public List<Measurement> Extra { get; } = [];

    public List<string> Notes { get; } = [];

    public int Total { get; } = settings.Databases.Sum(k => DatabaseSettings.Pools.Sum(pool => settings.Schedule(k, pool).Count));

    /// <summary>
    /// The lab's stopping policy, shared by every server of the run: its budget is the load time for extra pairs, and each
    /// extra pair is a batch, judged after it (the claims' looks).
    /// </summary>
    private readonly StoppingCriteria stopping = new(TimeSpan.FromSeconds(settings.ExtraPairSeconds), int.MaxValue, settings.Looks)
    {
        OneUnitPerLook = true,
        LeftOutStaysOut = false,
    };

    public async Task RunHalfAsync(OrderDatabase database, CancellationToken cancellationToken)
    {
        Notes.Add(DatabaseNotes.Seeded(DbLoadTest.Name(database.Kind), database.Origin, database.Seed.RowsInTable,
            database.Seed.Elapsed.TotalSeconds));
        foreach (var pool in DatabaseSettings.Pools)
        {
            int threads = settings.Threads(pool);
            await using var server = await TargetServerProcess.StartAsync(threads, threads, [DatabaseRoom.Launch(database.Target)],
                cancellationToken).ConfigureAwait(false);
            using var observer = new TargetObserver(server.Address);
            var warmUp = await DatabaseExperiment.WarmUpAsync(server, settings.Tests(database.Kind, pool), settings, cancellationToken)
                .ConfigureAwait(false);
            Notes.Add(DatabaseNotes.WarmUp(DbLoadTest.PoolText(pool, settings), settings.WarmUp.WindowSeconds, warmUp));
            foreach (var test in settings.Schedule(database.Kind, pool))
            {
                await RunAndRecordAsync(server, observer, database, test, run => $"run {run}", cancellationToken).ConfigureAwait(false);
            }

            await RunExtraPairsAsync(server, observer, database, pool, cancellationToken).ConfigureAwait(false);

            // Last: it takes the database away for good.
            if (pool == PoolSetting.Article && database.Server is { } postgres)
            {
                context.Progress.Report(new ExperimentProgress("postgresql outage", Outcomes.Count, Total));
                var (measurement, note) = await OutageCheck.RunAsync(server, observer, postgres, settings, cancellationToken)
                    .ConfigureAwait(false);
                Extra.Add(measurement);
                Notes.Add(note);
                Checkpoint();
            }
        }

        if (database.Kind == DatabaseKind.PostgreSql && database.Server is null)
        {
            Notes.Add(DatabaseNotes.OutageCheckNotRun());
        }
    }

    /// <summary>
    /// While a claim is open on this server's tests, one more sync, async, async, sync pair of the open test closest to
    /// deciding (the least narrowing needed, within reach of one more pair), as long as the budget pays for it and the
    /// claims' look schedule allows another look.
    /// </summary>
    private async Task RunExtraPairsAsync(TargetServerProcess server, TargetObserver observer, OrderDatabase database, PoolSetting pool,
        CancellationToken cancellationToken)
    {
        var pairLoad = TimeSpan.FromSeconds(settings.ExtraPairLoadSeconds);
        var serverTests = settings.Tests(database.Kind, pool);
        var pairs = serverTests.Chunk(2).ToDictionary(p => p[0].Label(settings), p => (Sync: p[0], Async: p[1]));
        IReadOnlyDictionary<string, double> Open() => UndecidedPairs.Closest(Outcomes, serverTests, settings) is { } pair
            ? new Dictionary<string, double> { [pair.Sync.Label(settings)] = 0 }
            : new Dictionary<string, double>();
        // The budget counts load seconds, not the wall clock: a pair costs what its four runs load the server for.
        await stopping.MeasureAsync(0, Open, pairLoad, async (open, _) =>
        {
            var pair = pairs[open.Single()];
            foreach (var test in DbLoadTest.InTurns(pair))
            {
                await RunAndRecordAsync(server, observer, database, test, run => $"extra run {run} for an undecided claim",
                    cancellationToken).ConfigureAwait(false);
            }

            Notes.Add(DatabaseNotes.ExtraPair(pair.Sync.Label(settings), pair.Async.Label(settings)));
            return pairLoad;
        }).ConfigureAwait(false);
    }

    /// <summary>One run of a test, reported with <paramref name="describe"/> of its run number, kept, and checkpointed.</summary>
    private async Task RunAndRecordAsync(TargetServerProcess server, TargetObserver observer, OrderDatabase database, DbLoadTest test,
        Func<int, string> describe, CancellationToken cancellationToken)
    {
        var run = Outcomes.Count(o => o.Test == test) + 1;
        context.Progress.Report(new ExperimentProgress($"{test.Label(settings)}, {describe(run)}", Outcomes.Count,
                Math.Max(Total, Outcomes.Count + 1)));
        Outcomes.Add(await RunTestAsync(server, observer, database, test, cancellationToken).ConfigureAwait(false));
        context.MachineSpeed.Sample($"after {test.Label(settings)}");
        Checkpoint();
    }

    /// <summary>The tables, notes and series of every run finished so far, with <paramref name="claims"/>.</summary>
    public ExperimentFindings Findings(IEnumerable<string> leadingNotes)
    {
        var outcomes = new DbLoadTestOutcomes(Outcomes);
        var notes = leadingNotes.Concat(DatabaseNotes.For(settings)).Concat(Notes).Concat(DatabaseNotes.Spread(outcomes, settings))
            .Concat(DatabaseNotes.Saturation(outcomes)).Append(DatabaseNotes.DataSafety(outcomes)).ToList();
        return new ExperimentFindings(outcomes.All.Select(o => o.ToMeasurement(settings)).Concat(Extra).ToList())
        {
            Notes = notes,
            Series = outcomes.All.SelectMany(o => o.ToSeries(settings)).ToList(),
        };
    }

    // After each finished test: what the runner records if the run stops before the experiment ends. The claims
    // are left to the end (the runner marks them not measured); a test with one of its two runs done has only run 1's figures.
    private void Checkpoint() => context.Checkpoint.Publish(Findings([DatabaseNotes.Partial(Outcomes.Count, Total)]));

    private async Task<DbLoadTestOutcome> RunTestAsync(TargetServerProcess server, TargetObserver observer, OrderDatabase database,
        DbLoadTest test, CancellationToken cancellationToken)
    {
        var rowsBefore = test.IsWrite ? await database.Store.CountOrdersAsync(cancellationToken).ConfigureAwait(false) : 0;
        var statsBefore = await observer.DatabaseStatsAsync(cancellationToken).ConfigureAwait(false);
        // Fresh samples on both sides, as web-throughput does: the server's counts for this test lie between them.
        var before = await server.Samples.NextAfterAsync(server.Samples.Latest.Seq, cancellationToken).ConfigureAwait(false);
        var report = await LoadDriver.RunAsync(test.Plan(server.Address, settings), cancellationToken).ConfigureAwait(false);
        var after = await server.Samples.NextAfterAsync(server.Samples.Latest.Seq, cancellationToken).ConfigureAwait(false);
        var statsAfter = await observer.DatabaseStatsAsync(cancellationToken).ConfigureAwait(false);
        long? rows = test.IsWrite ? await database.Store.CountOrdersAsync(cancellationToken).ConfigureAwait(false) - rowsBefore : null;
        var share = test.Endpoint switch
        {
            WebTarget.Database.DatabaseEndpoints.ReadAsync => new Data.Orders.SyncCompletionShare(
                statsAfter.AsyncReads - statsBefore.AsyncReads,
                statsAfter.AsyncReadsCompletedSynchronously - statsBefore.AsyncReadsCompletedSynchronously),
            WebTarget.Database.DatabaseEndpoints.WriteAsync => new Data.Orders.SyncCompletionShare(
                statsAfter.AsyncWrites - statsBefore.AsyncWrites,
                statsAfter.AsyncWritesCompletedSynchronously - statsBefore.AsyncWritesCompletedSynchronously),
            _ => default,
        };
        var samples = server.Samples.After(before.Seq).Where(s => s.Seq <= after.Seq).ToArray();
        return new DbLoadTestOutcome(test, report, after.Requests - before.Requests, share, rows,
            statsAfter.Failures - statsBefore.Failures, samples, before.TimeMs);
    }
}
