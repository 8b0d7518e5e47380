namespace AsyncLab.Results;

/// <summary>
/// The key of every metric, sample set and histogram that experiments share (or that a generic folder reads), as
/// compile-time constants, so code can use them in const fields and switch patterns. What each means (unit, better
/// direction, label) is declared beside it in <see cref="Metrics"/>; a key added here is added there too (a test checks).
/// A metric only one experiment writes is declared in its own folder instead (<c>Experiments/&lt;Name&gt;/&lt;Name&gt;Metrics</c>).
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

    // The target server, as web-throughput and database observe it (the thread pool's growth is also read by watch).
    public const string ServerRequests = "server_requests";
    public const string ThreadsStart = "threads_start";
    public const string ThreadsMax = "threads_max";
    public const string ThreadsAdded = "threads_added";

    /// <summary>Throughput over what the pool's threads could serve at best.</summary>
    public const string IdealShare = "ideal_share";

    /// <summary>A run's wall time where it is counted in milliseconds (command-bus's audit check, composition's scenarios).</summary>
    public const string ElapsedMs = "elapsed_ms";
}
