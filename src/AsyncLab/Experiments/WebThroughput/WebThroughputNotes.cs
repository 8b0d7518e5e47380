using System.Globalization;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>What the report says above web-throughput's tables.</summary>
internal static class WebThroughputNotes
{
    public static IEnumerable<string> For(WebThroughputSettings s)
    {
        yield return string.Create(CultureInfo.InvariantCulture,
            $"U = {s.UnitMs} ms (the article: 1 s). Closed-loop users except in the open-loop tests; each test's throughput is " +
                $"successful responses per whole second (min, max) and over the test (mean); latencies are of successful requests only, " +
                $"and timeouts (no answer within {s.TimeoutSeconds:0.#} s) and errors are counted apart.");
        yield return WebThroughputSettings.ArticlePoolReason;
        yield return WebThroughputSettings.PoolBoundReason;
        yield return s.BoundedVariant
            ? "The article's tests run again on the lab's bounded pool, as a variant with claims of its own."
            : "The article's tests on the lab's bounded pool (a variant with claims of its own) run in the full profile.";
        yield return "latency_mean_u is the mean latency in units of U: the article's durations are 1 U (work done once) to 2 U (two " +
            "units in series), so it compares across U. Published req/s and durations are the article's, on IIS with its own pool; it " +
            "prints no units, and its durations (about 1.01 for one unit of work) are read as seconds at U = 1 s; compare ratios and " +
            "orders, not absolute figures.";
        yield return "inline_fraction: of the tasks the offloading endpoints started, the share that ran on the request thread " +
            "(Task.Wait took the task back from the thread's local queue and ran it there, serially). threads_start/threads_max: the " +
            "server's worker threads, sampled every 250 ms on a dedicated thread; threads_added is their difference.";
        yield return "Claims are judged from each whole second's throughput (kept as samples), so every ratio has a 99 % interval from " +
            "the test's seconds; a ratio whose interval crosses the band's edge is inconclusive. ideal_share: a constant test's " +
            "throughput as a share of users/(2U), what its users get if every request takes exactly 2U. latency_p99_u: the p99 in units " +
            "of U, counted as the timeout when more than 1 % of requests timed out. server_stalled: 1 when the server did not " +
            "answer /health after the test.";
        yield return s.OpenLoopTests
            ? OpenLoop(s)
            : "The open-loop tests (sync-over-async at a fixed arrival rate, on the bounded and the default pool) run in the smoke and " +
                "full profiles; no claim reads them.";
        yield return $"The server runs in a child process of the lab on this machine " +
            $"({Load.TargetServerProcess.NoTierUpDelayVariable}=0, so its code is fully optimised before the measured runs); the load " +
            $"driver shares the machine's cores with it (and, on a shared machine, with other work), so CPU-heavy tests (async at small " +
            $"U) are bounded by the machine, not the pool.";
    }

    /// <summary>Why the open-loop tests run at the rate they do, and what their rows show.</summary>
    public static string OpenLoop(WebThroughputSettings s) => string.Create(CultureInfo.InvariantCulture,
        $"Open loop: requests to sync-over-async arrive at {s.OpenLoopRate:0.#} req/s (PoolBound / 16U) for {s.ConstantSeconds:0.#} s, " +
            $"sent on schedule whether or not earlier ones have answered, and each latency counts from the moment its request was due, " +
            $"so requests queued behind a stalled pool show in the percentiles instead of slowing the senders (closed-loop users wait " +
            $"politely; these do not). ") +
        string.Create(CultureInfo.InvariantCulture,
        $"Each request holds a thread for 2U, so this rate needs about {s.OpenLoopRate * 2 * s.UnitMs / 1000:0} threads on average: an " +
            $"eighth of the bounded pool's {s.PoolBound}, which it has from the start, while the default pool has only the threads it " +
            $"has grown so far (threads_start; its minimum is one per core) and must add the rest as requests keep arriving. ") +
        "The margin is deliberate: an open loop keeps sending through any hiccup (a GC pause, a busy core), and a pool whose threads are " +
            "all blocked in sync-over-async cannot run the timers they wait for, so a bounded pool kept near half its threads can be " +
            "tipped into the starvation deadlock by a moment's stall. At an eighth, the difference between the two rows is the default " +
            "pool's growth, not luck. " +
        "Each open-loop test gets a fresh server: the default pool starts cold rather than grown by the closed-loop tests, and the " +
            "bounded one is not left deadlocked by them. " +
        (s.OpenLoopRate * s.TimeoutSeconds < WebThroughputSettings.OpenLoopMaxInFlight
            ? string.Create(CultureInfo.InvariantCulture, $"The driver's in-flight cap ({WebThroughputSettings.OpenLoopMaxInFlight}) is " +
                    $"above rate × timeout ({s.OpenLoopRate * s.TimeoutSeconds:0}), so requests stuck in a stalled server time out " +
                    $"before the cap could hold a request back; late or unsent requests are the driver itself falling behind.")
            : string.Create(CultureInfo.InvariantCulture, $"In this profile rate × timeout ({s.OpenLoopRate * s.TimeoutSeconds:0}) " +
                    $"exceeds the driver's in-flight cap ({WebThroughputSettings.OpenLoopMaxInFlight}): a stalled server can fill it, " +
                    $"and the requests it holds back are counted late or unsent."));

    public static string Stalled(WebLoadTestOutcome outcome, WebThroughputSettings s) => !outcome.Test.BoundedPool
        ? FormattableString.Invariant($"{outcome.Test.Label(s)}: the server was still not answering /health after the load stopped ") +
            FormattableString.Invariant($"({outcome.Load.Timeouts} timeouts, server_stalled = 1): the default pool had not yet added ") +
            "enough threads for the blocked requests and the timers they wait on."
        : FormattableString.Invariant($"{outcome.Test.Label(s)}: the server stopped answering, /health included ") +
            FormattableString.Invariant($"({outcome.Load.Timeouts} timeouts, server_stalled = 1). ") +
        FormattableString.Invariant($"All {s.PoolBound} worker threads block in Wait on a Task.Delay, and a timer's completion is ") +
            "itself run by a pool thread: with the pool at its maximum, " +
        "no thread is left to fire the timers the blocked threads wait for. A starvation deadlock; the default pool escapes " +
            "it only by adding threads.";
}
