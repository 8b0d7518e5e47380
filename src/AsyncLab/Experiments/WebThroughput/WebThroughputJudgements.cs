using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using static AsyncLab.Experiments.WebThroughput.WebThroughputClaims;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>How each claim is decided from the measured tests; the rules are in EXPERIMENTS.md (web-throughput).</summary>
internal static class WebThroughputJudgements
{
    public static ClaimResult OffloadHelps(WebTestOutcomes o)
    {
        var (fair, fairAsync) = (o.Low("fair"), o.Low("fair-async"));
        var latency = fairAsync.MeanMs / fair.MeanMs;
        var throughput = LowGain(o);
        var measured = $"latency {Figures.Times(latency)}, throughput {Figures.Times(throughput)} ({Ms(fairAsync.MeanMs)} vs {Ms(fair.MeanMs)}; {Rps(fairAsync.ThroughputRps)} vs {Rps(fair.ThroughputRps)}); {Figures.Percent(fairAsync.InlineFraction)} of offloaded tasks ran inline";
        if (double.IsNaN(latency) || double.IsNaN(throughput))
        {
            return OffloadHelpsAtLowLoad.NotMeasured("a 25-user test answered no request");
        }

        var inBand = latency is >= 0.4 and <= 0.65 && throughput is >= 1.5 and <= 2.5;
        var verdict = inBand ? Verdict.Holds : latency < 1 && throughput > 1 ? Verdict.Differs : Verdict.Refuted;
        return OffloadHelpsAtLowLoad.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "with threads to spare, another worker takes the offloaded unit and the two units run in parallel",
            Verdict.Differs => "offloading helped, by another amount: some offloaded tasks ran inline (serially) or the machine was busy",
            _ => "offloading did not help at low load in this run",
        });
    }

    public static ClaimResult OffloadFades(WebTestOutcomes o)
    {
        var low = LowGain(o);
        var (fair, fairAsync) = (o.High("fair"), o.High("fair-async"));
        var high = fairAsync.ThroughputRps / fair.ThroughputRps;
        var measured = $"{Figures.Times(high)} at {WebThroughputSettings.HighUsers} users vs {Figures.Times(low)} at {WebThroughputSettings.LowUsers}; {Figures.Percent(fairAsync.InlineFraction)} inline at {WebThroughputSettings.HighUsers} users";
        if (double.IsNaN(low) || double.IsNaN(high))
        {
            return OffloadFadesAtHighLoad.NotMeasured("a fair or fair-async test answered no request");
        }

        var verdict = high >= low ? Verdict.Refuted : low > 1 ? Verdict.Holds : Verdict.Differs;
        return OffloadFadesAtHighLoad.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "with every thread busy and requests always queued, nobody steals the offloaded task; Wait runs it inline, so fair-async does fair's serial work",
            Verdict.Differs => "the high-load gain is lower, but there was no low-load gain to fade",
            _ => "the gain did not shrink at high load in this run",
        });
    }

    public static ClaimResult MoreOffloadLess(WebTestOutcomes o)
    {
        var (b, b1, b2) = (o.Stepped("base").ThroughputRps, o.Stepped("base-async").ThroughputRps, o.Stepped("base-async2").ThroughputRps);
        var measured = $"{Rps(b)} > {Rps(b1)} > {Rps(b2)}?";
        var verdict = b > b1 && b1 > b2 ? Verdict.Holds : b > b1 && b > b2 ? Verdict.Differs : Verdict.Refuted;
        return MoreOffloadLessThroughput.Judged(verdict, measured.TrimEnd('?'), verdict switch
        {
            Verdict.Holds => "each offloaded unit takes another pool thread (or, inline, the same thread for longer); with a bounded pool that is throughput lost",
            Verdict.Differs => "base is fastest, but base-async and base-async2 are not in order",
            _ => "offloading did not cost throughput under the bounded pool in this run",
        });
    }

    public static ClaimResult TrueAsync(WebTestOutcomes o, WebThroughputSettings s)
    {
        var asyncTest = o.High("async");
        var ideal = WebThroughputSettings.HighUsers / (2.0 * s.UnitMs / 1000);
        var share = asyncTest.ThroughputRps / ideal;
        var fair = o.High("fair").ThroughputRps;
        var measured = $"{Rps(asyncTest.ThroughputRps)} = {Figures.Percent(share)} of {Rps(ideal)} (pool {s.PoolBound}; fair: {Rps(fair)}); on the default pool it needed at most {o.High("async", bounded: false).ThreadsMax} threads";
        var verdict = LegacyVerdicts.Classify(share, Band.AtLeast(0.8), _ => asyncTest.ThroughputRps > fair);
        return TrueAsyncScales.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "a request waiting on a timer holds no thread, so the pool bound does not limit it",
            Verdict.Differs => "async beat the blocking endpoint under the same bound, but fell short of users/(2U): the 2 cores (shared with the load driver) were the limit",
            _ => "async did not scale past the bounded pool in this run",
        });
    }

    public static ClaimResult SyncOverAsync(WebTestOutcomes o, WebThroughputSettings s)
    {
        var test = o.High("sync-over-async", bounded: false);
        var twoU = 2.0 * s.UnitMs;
        var rises = test.ThreadsMax > test.ThreadsStart + 2;
        var slow = test.P99Ms >= 3 * twoU || test.Load.Timeouts > 0;
        var latency = test.Load.Latency.Count > 0
            ? $"p99 {Ms(test.P99Ms)} = {Figures.Times(test.P99Ms / twoU)} of 2U"
            : "no request answered in time";
        var measured = $"threads {test.ThreadsStart} → {test.ThreadsMax}; {latency}; {test.Load.Timeouts} timeouts; async on the same default pool: p99 {Ms(o.High("async", bounded: false).P99Ms)}";
        var verdict = (rises, slow) switch
        {
            (true, true) => Verdict.Holds,
            (false, false) => Verdict.Refuted,
            _ => Verdict.Differs,
        };
        return SyncOverAsyncStarves.Judged(verdict, measured, verdict switch
        {
            Verdict.Holds => "each request blocks a pool thread on a timer; the pool adds threads (faster for blocking waits than for Sleep), and requests queue until it has enough",
            Verdict.Differs => rises ? "the pool grew, but latency stayed near 2U: it caught up quickly at this load" : "latency was high, but the pool did not grow",
            _ => "neither thread growth nor high latency showed at this load",
        });
    }

    private static double LowGain(WebTestOutcomes o) => o.Low("fair-async").ThroughputRps / o.Low("fair").ThroughputRps;

    private static string Ms(double ms) => double.IsNaN(ms) ? "n/a" : ms.ToString("0", CultureInfo.InvariantCulture) + " ms";

    private static string Rps(double rps) => rps.ToString("0.#", CultureInfo.InvariantCulture) + " req/s";
}
