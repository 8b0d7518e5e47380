using AsyncLab.Load;
using AsyncLab.Running;

namespace AsyncLab.Experiments.WebThroughput;

/// <summary>What the report says above web-throughput's tables, in the words of WebThroughputNotes.json.</summary>
internal static class WebThroughputNotes
{
    private const string File = "WebThroughput";

    public static IEnumerable<string> For(WebThroughputSettings s)
    {
        yield return Note("units_and_throughput", ("unit_ms", s.UnitMs), ("timeout_s", s.TimeoutSeconds));
        yield return WebThroughputSettings.ArticlePoolReason;
        yield return WebThroughputSettings.PoolBoundReason;
        yield return Note(s.BoundedVariant ? "bounded_variant" : "bounded_variant_in_full");
        yield return Note(s.InjectedVariant ? "injected_variant" : "injected_variant_in_full");
        yield return Note("latency_mean_u");
        yield return Note("inline_fraction");
        yield return Note("claims_from_seconds", ("warm_up_s", s.WarmUpSeconds));
        var blocks = 2 * WebThroughputExperiment.FairTurns(PoolSetting.Article).Count;
        yield return Note("fair_turns", ("rounds", s.TurnRounds), ("blocks", blocks),
            ("turn_s", s.TurnSeconds), ("warm_up_s", s.WarmUpSeconds));
        yield return s.OpenLoopTests ? OpenLoop(s) : Note("open_loop_in_smoke_and_full");
        yield return Note("server_process", ("no_tier_up_variable", Load.TargetServerProcess.NoTierUpDelayVariable));
    }

    /// <summary>Why the open-loop tests run at the rate they do, and what their rows show.</summary>
    public static string OpenLoop(WebThroughputSettings s)
    {
        var rateTimesTimeout = s.OpenLoopRate * s.TimeoutSeconds;
        var cap = WebThroughputSettings.OpenLoopMaxInFlight;
        var capNote = Note(rateTimesTimeout < cap ? "open_loop_below_cap" : "open_loop_above_cap", ("in_flight_cap", cap),
            ("rate_times_timeout", rateTimesTimeout));
        return string.Join(" ",
            Note("open_loop_arrivals", ("rate", s.OpenLoopRate), ("seconds", s.ConstantSeconds)),
            Note("open_loop_threads", ("threads", s.OpenLoopRate * 2 * s.UnitMs / 1000), ("pool_bound", s.PoolBound)),
            Note("open_loop_margin"),
            Note("open_loop_fresh_server"),
            capNote);
    }

    /// <summary>One server's line: its process and the worker pool and cores it reported.</summary>
    public static string Server(string name, int processId, int minWorkers, int maxWorkers, int cores) =>
        Note("server", ("name", name), ("pid", processId), ("min_workers", minWorkers), ("max_workers", maxWorkers), ("cores", cores));

    public static string Stalled(WebLoadTestOutcome outcome, WebThroughputSettings s) =>
        Stalled(outcome.Test.Label(s), outcome.Load.Timeouts, outcome.Test.BoundedPool, s.PoolBound);

    /// <summary>Why one test's server stopped answering: the default pool had not grown enough, or the bounded one deadlocked.</summary>
    internal static string Stalled(string test, long timeouts, bool boundedPool, int poolBound) => boundedPool
        ? Note("stalled_bounded_pool", ("test", test), ("timeouts", timeouts), ("pool_bound", poolBound))
        : Note("stalled_default_pool", ("test", test), ("timeouts", timeouts));

    internal static string Note(string name, params (string Name, object Value)[] values) => ExperimentNotes.Note(File, name, values);
}
