using System.Globalization;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>What the report says above web-throughput's tables.</summary>
internal static class WebThroughputNotes
{
    public static IEnumerable<string> For(WebThroughputSettings s)
    {
        yield return string.Create(CultureInfo.InvariantCulture,
            $"U = {s.UnitMs} ms (the article: 1 s). Closed-loop users; each test's throughput is successful responses per whole second (min, max) and over the test (mean); latencies are of successful requests only, and timeouts (no answer within {s.TimeoutSeconds:0.#} s) and errors are counted apart.");
        yield return WebThroughputSettings.PoolBoundReason;
        yield return "latency_mean_u is the mean latency in units of U: the article's durations are 1 U (work done once) to 2 U (two units in series), so it compares across U. Published req/s and durations are the article's, at U = 1 s on IIS with its own pool; compare ratios and orders, not absolute figures.";
        yield return "inline_fraction: of the tasks the offloading endpoints started, the share that ran on the request thread (Task.Wait took the task back from the thread's local queue and ran it there, serially). threads_start/threads_max: the server's worker threads, sampled every 250 ms on a dedicated thread; threads_added is their difference.";
        yield return "Claims are judged from each whole second's throughput (kept as samples), so every ratio has a 99 % interval from the test's seconds; a ratio whose interval crosses the band's edge is inconclusive. ideal_share: a constant test's throughput as a share of users/(2U), what its users get if every request takes exactly 2U. latency_p99_u: the p99 in units of U, counted as the timeout when more than 1 % of requests timed out. server_stalled: 1 when the server did not answer /health after the test.";
        yield return "The server runs in a child process of the lab on this machine; the load driver shares the 2 cores with it (and, on a shared machine, with other work), so CPU-heavy tests (async at small U) are bounded by the machine, not the pool.";
    }

    public static string Stalled(WebTestOutcome outcome, WebThroughputSettings s) => !outcome.Test.BoundedPool
        ? FormattableString.Invariant($"{outcome.Test.Label(s)}: the server was still not answering /health after the load stopped ({outcome.Load.Timeouts} timeouts, server_stalled = 1): the default pool had not yet added enough threads for the blocked requests and the timers they wait on.")
        : FormattableString.Invariant($"{outcome.Test.Label(s)}: the server stopped answering, /health included ({outcome.Load.Timeouts} timeouts, server_stalled = 1). ") +
        FormattableString.Invariant($"All {s.PoolBound} worker threads block in Wait on a Task.Delay, and a timer's completion is itself run by a pool thread: with the pool at its maximum, ") +
        "no thread is left to fire the timers the blocked threads wait for. A starvation deadlock; the default pool escapes it only by adding threads.";
}
