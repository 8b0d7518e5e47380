using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Data.Databases;
using AsyncLab.Data.Orders;
using AsyncLab.Results;
using static AsyncLab.Experiments.Database.DatabaseClaims;

namespace AsyncLab.Experiments.Database;

/// <summary>How each database claim is decided from the measured tests.</summary>
internal static class DatabaseJudgements
{
    private static readonly Band Same = new(0.85, 1.15);
    private static readonly DatabaseKind[] Kinds = [DatabaseKind.Sqlite, DatabaseKind.PostgreSql];
    private static readonly int[] UserCounts = [DatabaseSettings.LowUsers, DatabaseSettings.HighUsers];

    /// <summary>
    /// Holds when every default-pool ratio is in the band; refuted when most are clearly out of it (their whole interval
    /// outside); a ratio out of the band whose interval still reaches it is within noise and makes only "differs".
    /// </summary>
    public static ClaimResult SameThroughput(DbTestOutcomes o)
    {
        var gains = (from kind in Kinds from users in UserCounts
                     let gain = o.ReadGain(kind, users, bounded: false)
                     where !double.IsNaN(gain.Value)
                     select (Label: $"{DbTest.Name(kind)} {users} users", Gain: gain)).ToList();
        if (gains.Count == 0)
        {
            return SyncAsyncSameThroughput.NotMeasured("no default-pool read test answered a request");
        }

        var inBand = gains.Count(g => Same.Contains(g.Gain.Value));
        var clearlyOut = gains.Count(g => LegacyVerdicts.ClassifyRatio(g.Gain, Same, _ => false) == Verdict.Refuted);
        var measured = "async/sync: " + string.Join(", ", gains.Select(g => $"{g.Label} {WithError(g.Gain)}"));
        var verdict = inBand == gains.Count ? Verdict.Holds : clearlyOut * 2 > gains.Count ? Verdict.Refuted : Verdict.Differs;
        return SyncAsyncSameThroughput.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "the default pool adds threads for the blocked sync callers, and the database (sharing 2 cores with server and load) is the limit either way",
            Verdict.Differs when clearlyOut == 0 => "every ratio out of the band is within the difference between its two runs: not shown to differ at this run's precision",
            Verdict.Differs => "about the same in most tests, not all: see which one left the band by more than its runs' spread",
            _ => "sync and async throughput differed by more than 15 %, beyond the spread of their runs, in most tests",
        });
    }

    public static ClaimResult BoundedPool(DbTestOutcomes o, string? postgresMissing)
    {
        if (postgresMissing is not null)
        {
            return AsyncWinsWithBoundedPool.NotMeasured(postgresMissing);
        }

        var high = DatabaseSettings.HighUsers;
        var gain = o.ReadGain(DatabaseKind.PostgreSql, high, bounded: true);
        if (double.IsNaN(gain.Value))
        {
            return AsyncWinsWithBoundedPool.NotMeasured("the PostgreSQL 200-user bounded-pool read tests did not both answer");
        }

        var sync = o.Find(DatabaseKind.PostgreSql, WebTarget.Database.DatabaseEndpoints.ReadSync, high, true)!;
        var async = o.Find(DatabaseKind.PostgreSql, WebTarget.Database.DatabaseEndpoints.ReadAsync, high, true)!;
        var measured = $"{WithError(gain)} ({Rps(async.ThroughputRps)} vs {Rps(sync.ThroughputRps)}, runs {RunRates(async)} vs {RunRates(sync)}; p99 {Ms(async.Latency.P99Ms)} vs {Ms(sync.Latency.P99Ms)})";
        var verdict = LegacyVerdicts.ClassifyRatio(gain, Band.AtLeast(1.5), g => g > 1);
        return AsyncWinsWithBoundedPool.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "a request awaiting PostgreSQL holds no thread, so more than the pool's threads' worth of queries are in flight",
            Verdict.Differs when gain.Value <= 1 => "async did not serve more, but by less than the difference between the runs of each path: not shown either way at this run's precision",
            Verdict.Differs => "async served more, by less than 1.5×: the database's CPU (2 cores shared with server and load), not the pool's threads, bounded both paths",
            _ => "async did not serve more, beyond the spread of the runs: the cores, not the pool's threads, were the limit, and async pays for its state machines and continuations",
        });
    }

    public static ClaimResult SqliteSync(DbTestOutcomes o)
    {
        var share = AsyncShare(o, DatabaseKind.Sqlite);
        if (share.Share is not { } fraction)
        {
            return SqliteAsyncIsSync.NotMeasured("no SQLite async test ran");
        }

        var gains = new[] { o.ReadGain(DatabaseKind.Sqlite, DatabaseSettings.HighUsers, true), o.ReadGain(DatabaseKind.Sqlite, DatabaseSettings.HighUsers, false) }
            .Where(g => !double.IsNaN(g.Value)).ToArray();
        var postgres = AsyncShare(o, DatabaseKind.PostgreSql).Share is { } pg ? $"; PostgreSQL: {Figures.Percent(pg)}" : "";
        var measured = string.Create(CultureInfo.InvariantCulture,
            $"{Figures.Percent(fraction)} of {share.Calls} async calls completed synchronously{postgres}; async/sync reads at 200 users: {string.Join(", ", gains.Select(WithError))}");
        var noGain = gains.All(g => g.Value <= Same.High);
        var gainWithinNoise = gains.All(g => LegacyVerdicts.ClassifyRatio(g, Band.AtMost(Same.High), _ => false) != Verdict.Refuted);
        var verdict = fraction >= 0.99 ? (noGain ? Verdict.Holds : Verdict.Differs) : fraction >= 0.5 ? Verdict.Differs : Verdict.Refuted;
        return SqliteAsyncIsSync.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "Microsoft.Data.Sqlite has no asynchronous I/O: its async methods run the query on the calling thread and return a finished task",
            Verdict.Differs when fraction >= 0.99 && gainWithinNoise => "the async calls completed synchronously; async served more than 15 % more, but within the difference between the runs of each path: noise, not shown to be a gain",
            Verdict.Differs when fraction >= 0.99 => "the async calls completed synchronously, yet async served more than 15 % more beyond the runs' spread: a difference in the two paths' overheads, or noise the two runs did not catch",
            Verdict.Differs => "most async calls completed synchronously, not all",
            _ => "most SQLite async calls did not complete synchronously in this run",
        });
    }

    private static SyncCompletionShare AsyncShare(DbTestOutcomes o, DatabaseKind kind) =>
        SyncCompletionShare.Sum(o.All.Where(t => t.Test.Database == kind && t.Test.IsAsync).Select(t => t.AsyncCalls));

    private static string WithError(Ratio gain) => $"{Figures.Times(gain.Value)} (±{Figures.Percent(gain.RelativeError)})";

    private static string RunRates(DbTestRuns t) => string.Join("/", t.Runs.Select(r => r.ThroughputRps.ToString("0", CultureInfo.InvariantCulture)));

    private static string Rps(double rps) => rps.ToString("0.#", CultureInfo.InvariantCulture) + " req/s";

    private static string Ms(double ms) => ms.ToString("0.#", CultureInfo.InvariantCulture) + " ms";
}
