using System.Globalization;
using AsyncLab.Data.Databases;
using AsyncLab.Load;

namespace AsyncLab.Experiments.Database;

/// <summary>What the report says above the database experiment's tables.</summary>
internal static class DatabaseNotes
{
    private static string WritesOnly(DatabaseSettings s)
    {
        var counts = s.WriteUserCounts is { } users
            ? ", loaded at " + string.Join(" and ", users.Select(u => u.ToString(CultureInfo.InvariantCulture))) + " users only"
            : "";
        var databases = s.WriteDatabases.Count < 2
            ? ", to " + string.Join(" and ", s.WriteDatabases.Select(DatabaseName)) + " only (no claim reads the other database's " +
                "writes; the full profile writes to both)"
            : "";
        return counts + databases;
    }

    private static string DatabaseName(DatabaseKind kind) =>
        kind == DatabaseKind.Sqlite ? "SQLite" : "PostgreSQL";

    public static IEnumerable<string> For(DatabaseSettings s)
    {
        if (s.BoundedReadUserCounts is { } bounded)
        {
            yield return string.Create(CultureInfo.InvariantCulture,
                $"This profile reads with the bounded pool at {string.Join(" and ", bounded)} users only: no claim reads the other " +
                    $"counts there, and the time goes to warming every test up until it is steady. The full profile loads " +
                    $"every count with both pools.");
        }

        yield return string.Create(CultureInfo.InvariantCulture,
            $"Each read is one EF Core query (a pooled context per request, no tracking): the {s.Top} largest orders of " +
                $"{DatabaseSettings.ReadCustomer} over {s.QueryDays} days, through the (customer, placed_at) index; about " +
                $"{s.Seed.Rows / s.Seed.Customers:N0} orders per customer are seeded ({s.Seed.Rows:N0} rows). Each write inserts one " +
                $"order in its own SaveChanges{WritesOnly(s)}. The sync and async endpoints run the same query; only the API differs.");
        yield return string.Create(CultureInfo.InvariantCulture,
            $"Each test runs twice, {s.ConstantSeconds:0.##} s of closed-loop users each time (web-throughput's driver); throughput is " +
                $"successful responses per second over both runs (throughput_run1_rps and throughput_run2_rps are the runs' own); " +
                $"latencies are of successful requests, merged over both runs (percentiles as the runs' percentiles weighted by their " +
                $"counts); timeouts (> {s.TimeoutSeconds:0.#} s) and errors are counted apart. threads_start/threads_max: the server's " +
                $"worker threads, sampled every 250 ms. The server runs with {TargetServerProcess.NoTierUpDelayVariable}=0, so its code " +
                $"is promoted to full optimisation as soon as it is hot; each test is warmed up, window by window, until the server's " +
                $"JIT is quiet and the test's throughput has stopped climbing (the windows are listed below), so that tiering does not " +
                $"go on improving the measured runs.");
        yield return string.Create(CultureInfo.InvariantCulture,
            $"The bounded pool is web-throughput's: min = max = {s.PoolBound} worker threads, fewer than 200 users, so a sync request " +
                $"that waits on the database holds one of {s.PoolBound} threads while async requests release theirs. PostgreSQL's client " +
                $"pool (Npgsql) allows 100 connections; the server allows 300. The other server runs on the article's thread budget: min " +
                $"= max = {DatabaseSettings.ArticlePoolThreads} worker threads, as many as the article's own tables imply its server had " +
                $"(see web-throughput), which is where the seed claim is judged.");
        yield return "The database, the server and the load driver share this machine's cores (and, on a shared machine, other work). A " +
            "query that costs the database CPU is bounded by the cores before the pool's threads: then async cannot win however many " +
            "threads it saves, which is what the bounded-pool claim shows when it does not hold. The read was made cheaper for this " +
            "reason (30 days of a customer's orders, about 80 rows through the index with the quick plan, where a year's 1,000 rows " +
            "saturated the cores at 25 users); even so server, driver and database together can use every core, see " +
            "the saturation lines below.";
        yield return "Order: on each server, every sync/async pair runs in the order sync, async, async, sync, after that warm-up. " +
            "Measured once each, sync first, the second of a pair tended to look faster (async well ahead of sync even on SQLite, where " +
            "both paths do the same synchronous work): a server keeps warming up (JIT tiering, EF Core's caches, the database's page " +
            "cache, the pool's threads) and the machine's other work comes and goes. In the mirrored order a drift that is steady over " +
            "the four runs weighs on both variants alike.";
        yield return "Noise: throughput_run_spread_fraction is how far apart a test's two runs are, as a share of their mean. The claims " +
            "read every second of both runs of each variant, pooled (the samples kept with each measurement), so each async/sync ratio's " +
            "99 % interval covers the seconds' and the runs' spread alike; a ratio whose interval crosses the edge of its band is " +
            "inconclusive, neither holding nor refuted. On SQLite, where both paths do the same synchronous work, the async/sync ratio " +
            "also shows how large that noise was.";
        yield return "async_completed_sync_share: of the async calls a test made (the whole call: context, connection, query), the share " +
            "whose task had already completed when it returned, i.e. that never released the thread. Microsoft.Data.Sqlite has no async " +
            "I/O, so on SQLite this is expected to be all of them.";
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

            var growth = high.ThroughputRps / low.ThroughputRps;
            yield return string.Create(CultureInfo.InvariantCulture,
                $"{DbLoadTest.Name(kind)} saturation: sync reads on the article's thread budget ({DatabaseSettings.ArticlePoolThreads} " +
                    $"threads) served {low.ThroughputRps:0} req/s at {DatabaseSettings.LowUsers} users and {high.ThroughputRps:0} at " +
                    $"{DatabaseSettings.HighUsers} ({growth:0.00}×), mean latency {low.Latency.MeanMs:0.#} → " +
                    $"{high.Latency.MeanMs:0.#} ms: ") +
                (growth < 1.5
                    ? "8× the users raised throughput by less than 1.5×, so requests mostly queued: the cores were saturated before " +
                        "any pool limit was reached, and freeing threads (async) cannot add much throughput."
                    : "throughput grew with users, so the machine was not yet the limit at 25 users.");
        }
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
                    .Select(p => string.Create(CultureInfo.InvariantCulture,
                        $"{p.Users} users: sync {Runs(p.Sync!)}, async {Runs(p.Async!)}"))
                    .ToList();
                if (pairs.Count > 0)
                {
                    yield return $"Run-to-run spread, {DbLoadTest.Name(kind)} reads ({DbLoadTest.PoolText(pool, s)}): " +
                        string.Join("; ", pairs) + ".";
                }
            }
        }
    }

    /// <summary>The write tests' reported check: rows the database gained = requests answered 2xx.</summary>
    public static string DataSafety(DbLoadTestOutcomes o)
    {
        var writes = o.Runs.Where(t => t.RowsWritten is not null).ToList();
        if (writes.Count == 0)
        {
            return "Data safety: no write test ran.";
        }

        var bad = writes.Where(t => t.RowsMatch != true).ToList();
        var detail = string.Join("; ", bad.Select(t =>
            FormattableString.Invariant($"{t.Test.DatabaseName} {t.Test.Access} {t.Test.Users} users: {t.RowsWritten} rows vs ") +
            FormattableString.Invariant($"{t.Load.Succeeded} 2xx ({t.Load.Timeouts} timeouts, {t.Load.Errors} errors)")));
        return bad.Count == 0
            ? FormattableString.Invariant($"Data safety: after each of the {writes.Count} write runs (each write test runs twice), the ") +
                "rows the orders table gained (counted in the database) equal the requests answered 2xx (rows_match_2xx = 1): " +
                "nothing lost, nothing extra."
            : FormattableString.Invariant($"Data safety: {bad.Count} of {writes.Count} write runs do not match (a request that timed ") +
                FormattableString.Invariant($"out on the client can still be written): {detail}.");
    }

    // "101/97 req/s (4 %)": each run's rate in the order they ran, and how far apart they are.
    private static string Runs(DbLoadTestRuns t) => string.Create(CultureInfo.InvariantCulture,
        $"{string.Join("/", t.Runs.Select(r => r.ThroughputRps.ToString("0", CultureInfo.InvariantCulture)))} req/s " +
            $"({t.SpreadFraction * 100:0.#} %)");
}
