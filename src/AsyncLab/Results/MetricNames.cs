namespace AsyncLab.Results;

/// <summary>
/// The key of every metric, sample set and histogram results.json holds, as compile-time constants: the one place each
/// key is written, so code can use them in const fields and switch patterns. What each means (unit, better direction,
/// label) is declared beside it in <see cref="Metrics"/>; a key added here is added there too (a test checks).
/// The strings never change: older results.json files are read by them.
/// </summary>
public static class MetricNames
{
    // Benchmarks (BenchmarkDotNet and the lab's own loops).

    /// <summary>The sample key of benchmark iterations: each iteration's nanoseconds per operation.</summary>
    public const string TimeNs = "time_ns";
    public const string MeanNs = "mean_ns";
    public const string MedianNs = "median_ns";
    public const string ErrorNs = "error_ns";

    /// <summary>A variant's time over its experiment's baseline.</summary>
    public const string Ratio = "ratio";
    public const string AllocatedBytesPerOp = "allocated_bytes_per_op";

    /// <summary>Lowest and highest bytes per operation when a benchmark's rounds disagreed.</summary>
    public const string AllocatedBytesPerOpMin = "allocated_bytes_per_op_min";
    public const string AllocatedBytesPerOpMax = "allocated_bytes_per_op_max";
    public const string RoundShare = "round_share";
    public const string OpsPerSec = "ops_per_sec";
    public const string OpsPerSecMin = "ops_per_sec_min";
    public const string OpsPerSecMax = "ops_per_sec_max";
    public const string OpsPerSecSpreadFraction = "ops_per_sec_spread_fraction";

    // Load tests (the driver's view).
    public const string ThroughputRps = "throughput_rps";
    public const string ThroughputMinRps = "throughput_min_rps";
    public const string ThroughputMaxRps = "throughput_max_rps";
    public const string Requests = "requests";
    public const string Errors = "errors";
    public const string Timeouts = "timeouts";
    public const string LatencyMeanMs = "latency_mean_ms";
    public const string LatencyMinMs = "latency_min_ms";
    public const string LatencyMaxMs = "latency_max_ms";
    public const string LatencyP50Ms = "latency_p50_ms";
    public const string LatencyP90Ms = "latency_p90_ms";
    public const string LatencyP99Ms = "latency_p99_ms";
    public const string ScheduledRequests = "scheduled_requests";
    public const string LateRequests = "late_requests";
    public const string UnsentRequests = "unsent_requests";

    /// <summary>Most operations (requests, fan-out items) under way at once.</summary>
    public const string InFlightPeak = "in_flight_peak";
    public const string SendLagP99Ms = "send_lag_p99_ms";

    /// <summary>Key of <see cref="Measurement.Histograms"/>: the latency_* metrics' histogram, in microseconds.</summary>
    public const string LatencyHistogramUs = "latency_us";

    /// <summary>Key of <see cref="Measurement.Histograms"/>: an open-loop run's send lag (due time to sending), in microseconds.</summary>
    public const string SendLagHistogramUs = "send_lag_us";

    // The target server, as web-throughput and database observe it.
    public const string ServerRequests = "server_requests";
    public const string ServerStalled = "server_stalled";
    public const string ThreadsStart = "threads_start";
    public const string ThreadsMax = "threads_max";
    public const string ThreadsAdded = "threads_added";
    public const string InlineFraction = "inline_fraction";
    public const string LatencyMeanU = "latency_mean_u";
    public const string LatencyP99U = "latency_p99_u";

    /// <summary>Throughput over what the pool's threads could serve at best.</summary>
    public const string IdealShare = "ideal_share";

    // Database.
    public const string ThroughputRun1Rps = "throughput_run1_rps";
    public const string ThroughputRun2Rps = "throughput_run2_rps";
    public const string ThroughputRunSpreadFraction = "throughput_run_spread_fraction";
    public const string DatabaseFailures = "database_failures";
    public const string AsyncCompletedSyncShare = "async_completed_sync_share";
    public const string RowsWritten = "rows_written";
    public const string RowsMatch2xx = "rows_match_2xx";
    public const string Requests2xx = "requests_2xx";
    public const string ElapsedS = "elapsed_s";
    public const string ServerAnswersAfter = "server_answers_after";

    // Command bus.
    public const string Commands = "commands";
    public const string AuditEntries = "audit_entries";
    public const string MissingEntries = "missing_entries";
    public const string DuplicatedEntries = "duplicated_entries";
    public const string FailedEntries = "failed_entries";
    public const string FailuresSeenBySenders = "failures_seen_by_senders";
    public const string ExpectedFailures = "expected_failures";
    public const string EntriesMinusCommands = "entries_minus_commands";
    public const string FailedEntriesMinusExpected = "failed_entries_minus_expected";
    public const string FailuresSeenMinusExpected = "failures_seen_minus_expected";
    public const string ElapsedMs = "elapsed_ms";

    // Composition.
    public const string Completed = "completed";
    public const string Deadlocked = "deadlocked";
    public const string ElapsedUnits = "elapsed_units";

    // Task caching.
    public const string SameInstance = "same_instance";

    // WhenAll vs ForEachAsync.

    /// <summary>The cores of the machine that measured, kept so a claim scoped by cores is judged by them, not the judge's.</summary>
    public const string Cores = "cores";
    public const string SpeedupRatio = "speedup_ratio";
    public const string ThreadsUsed = "threads_used";
}
