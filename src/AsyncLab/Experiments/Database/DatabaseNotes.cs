using System.Globalization;
using AsyncLab.Data.Databases;
using AsyncLab.Load;
using AsyncLab.Running;

namespace AsyncLab.Experiments.Database;

/// <summary>What the report says above the database experiment's tables.</summary>
internal static class DatabaseNotes
{
    private const string File = "Database";

    private static string WritesOnly(DatabaseSettings s)
    {
        var counts = s.WriteUserCounts is { } users ? Note("writes_at_users", ("users", string.Join(" and ", users))) : "";
        var databases = s.WriteDatabases.Count < 2
            ? Note("writes_to_database", ("databases", string.Join(" and ", s.WriteDatabases.Select(DatabaseName))))
            : "";
        return counts + databases;
    }

    private static string DatabaseName(DatabaseKind kind) =>
        kind == DatabaseKind.Sqlite ? "SQLite" : "PostgreSQL";

    public static IEnumerable<string> For(DatabaseSettings s)
    {
        if (s.BoundedReadUserCounts is { } bounded)
        {
            yield return Note("bounded_reads_only", ("bounded_users", string.Join(" and ", bounded)));
        }

        yield return Note("reads_and_writes", ("top", s.Top), ("read_customer", DatabaseSettings.ReadCustomer), ("query_days", s.QueryDays),
            ("orders_per_customer", s.Seed.Rows / s.Seed.Customers), ("rows", s.Seed.Rows), ("writes_only", WritesOnly(s)));
        yield return Note("runs_and_latencies", ("runs", 2 * s.Rounds), ("constant_s", s.ConstantSeconds), ("timeout_s", s.TimeoutSeconds),
            ("no_tier_up_variable", TargetServerProcess.NoTierUpDelayVariable));
        yield return Note("pools", ("pool_bound", s.PoolBound), ("article_pool_threads", DatabaseSettings.ArticlePoolThreads));
        yield return Note("shared_cores");
        yield return Note("order", ("rounds", s.Rounds));
        yield return Note("noise");
        yield return Note("async_completed_sync_share");
    }

    /// <summary>
    /// Whether the machine, not the threads, was the limit: in a closed loop, throughput that stays flat from 25 to 200
    /// users means requests only queued longer (Little's law), as they do when the cores are saturated.
    /// </summary>
    public static IEnumerable<string> Saturation(DbLoadTestOutcomes o)
    {
        foreach (var kind in new[] { Data.Databases.DatabaseKind.Sqlite, Data.Databases.DatabaseKind.PostgreSql })
        {
            var low = o.Find(kind, WebTarget.Database.DatabaseEndpoints.ReadSync, DatabaseSettings.LowUsers, PoolSetting.Article);
            var high = o.Find(kind, WebTarget.Database.DatabaseEndpoints.ReadSync, DatabaseSettings.HighUsers, PoolSetting.Article);
            if (low is null || high is null || low.ThroughputRps <= 0)
            {
                continue;
            }

            yield return Saturation(DbLoadTest.Name(kind), low.ThroughputRps, high.ThroughputRps, low.Latency.MeanMs, high.Latency.MeanMs);
        }
    }

    /// <summary>One database's saturation line: its sync reads' throughput and mean latency at the low and the high users.</summary>
    internal static string Saturation(string database, double lowRps, double highRps, double lowLatencyMs, double highLatencyMs)
    {
        var growth = highRps / lowRps;
        return Note("saturation", ("database", database), ("article_pool_threads", DatabaseSettings.ArticlePoolThreads),
                ("low_rps", lowRps), ("low_users", DatabaseSettings.LowUsers), ("high_rps", highRps),
                ("high_users", DatabaseSettings.HighUsers),
                ("growth", growth), ("low_latency_ms", lowLatencyMs), ("high_latency_ms", highLatencyMs))
            + " " + Note(growth < 1.5 ? "saturation_queued" : "saturation_grew");
    }

    /// <summary>
    /// Per server, each read pair's two runs and their spread, to set the noise beside the difference (the ratios and
    /// their intervals are in the claims).
    /// </summary>
    public static IEnumerable<string> Spread(DbLoadTestOutcomes o, DatabaseSettings s)
    {
        foreach (var kind in new[] { Data.Databases.DatabaseKind.Sqlite, Data.Databases.DatabaseKind.PostgreSql })
        {
            foreach (var pool in DatabaseSettings.Pools)
            {
                var pairs = s.ReadUserCounts(pool)
                    .Select(users => (
                        Users: users,
                        Sync: o.Find(kind, WebTarget.Database.DatabaseEndpoints.ReadSync, users, pool),
                        Async: o.Find(kind, WebTarget.Database.DatabaseEndpoints.ReadAsync, users, pool)))
                    .Where(p => p.Sync is not null && p.Async is not null)
                    .Select(p => SpreadPair(p.Users, Runs(p.Sync!), Runs(p.Async!)))
                    .ToList();
                if (pairs.Count > 0)
                {
                    yield return Spread(DbLoadTest.Name(kind), DbLoadTest.PoolText(pool, s), pairs);
                }
            }
        }
    }

    /// <summary>One server's spread line for one database's reads, a pair of runs per user count.</summary>
    internal static string Spread(string database, string pool, IEnumerable<string> pairs) =>
        Note("spread", ("database", database), ("pool", pool), ("pairs", string.Join("; ", pairs)));

    internal static string SpreadPair(int users, string syncRuns, string asyncRuns) =>
        Note("spread_pair", ("users", users), ("sync_runs", syncRuns), ("async_runs", asyncRuns));

    /// <summary>The write tests' reported check: rows the database gained = requests answered 2xx.</summary>
    public static string DataSafety(DbLoadTestOutcomes o)
    {
        var writes = o.Runs.Where(t => t.RowsWritten is not null).ToList();
        var mismatches = writes.Where(t => t.RowsMatch != true).Select(t => MismatchedRun(t.Test.DatabaseName, t.Test.Access, t.Test.Users,
            t.RowsWritten!.Value, t.Load.Succeeded, t.Load.Timeouts, t.Load.Errors)).ToList();
        return DataSafety(writes.Count, mismatches);
    }

    /// <summary>The data safety line over <paramref name="writeRuns"/> write runs, the mismatched ones described.</summary>
    internal static string DataSafety(int writeRuns, IReadOnlyList<string> mismatches) =>
        writeRuns == 0 ? Note("data_safety_no_writes")
        : mismatches.Count == 0 ? Note("data_safety_match", ("write_runs", writeRuns))
        : Note("data_safety_mismatch", ("mismatched_runs", mismatches.Count), ("write_runs", writeRuns),
            ("mismatches", string.Join("; ", mismatches)));

    internal static string MismatchedRun(string database, string access, int users, long rowsWritten, long succeeded, long timeouts,
        long errors) =>
        Note("data_safety_mismatched_run", ("database", database), ("access", access), ("users", users), ("rows_written", rowsWritten),
            ("succeeded", succeeded), ("timeouts", timeouts), ("errors", errors));

    public static string Seeded(string database, string origin, long rows, double seconds) =>
        Note("seeded", ("database", database), ("origin", origin), ("rows", rows), ("seconds", seconds));

    public static string WarmUp(string pool, double windowSeconds, IEnumerable<string> windows) =>
        Note("warm_up", ("pool", pool), ("window_s", windowSeconds), ("windows", string.Join("; ", windows)));

    public static string OutageCheckNotRun() =>
        Note("outage_check_not_run", ("postgres_variable", PostgresOptions.ConnectionStringVariable));

    public static string ExtraPair(string sync, string async) => Note("extra_pair", ("sync", sync), ("async", async));

    /// <summary>The first note of a run stopped before its end, published after each finished test.</summary>
    public static string Partial(int finishedRuns, int totalRuns) =>
        Note("partial", ("finished_runs", finishedRuns), ("total_runs", totalRuns));

    public static string PostgresUnavailable(string reason) => Note("postgres_unavailable", ("reason", reason));

    /// <summary>The outage check's line: how the load fared with PostgreSQL stopped a third of the way in.</summary>
    public static string OutageCheck(double outageSeconds, long succeeded, long errors, long failures, long timeouts, double elapsedSeconds,
        bool serverAnswers) =>
        Note("outage_check", ("stopped_after_s", outageSeconds / 3), ("load_s", outageSeconds), ("users", DatabaseSettings.LowUsers),
            ("succeeded", succeeded), ("errors", errors), ("failures", failures), ("timeouts", timeouts), ("elapsed_s", elapsedSeconds),
            ("server_health", Note(serverAnswers ? "outage_server_answered" : "outage_server_silent")),
            ("stop", Note(serverAnswers && errors + timeouts > 0 ? "outage_clean_stop" : "outage_unclean_stop")));

    // "101/97 req/s (4 %)": each run's rate in the order they ran, and how far apart they are.
    private static string Runs(DbLoadTestRuns t) => string.Create(CultureInfo.InvariantCulture,
        $"{string.Join("/", t.Runs.Select(r => r.ThroughputRps.ToString("0", CultureInfo.InvariantCulture)))} req/s " +
            $"({t.SpreadFraction * 100:0.#} %)");

    private static string Note(string name, params (string Name, object Value)[] values) => ExperimentNotes.Note(File, name, values);
}
