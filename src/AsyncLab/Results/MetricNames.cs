namespace AsyncLab.Results;

/// <summary>The metric keys experiments share, so the report can order and label them.</summary>
public static class MetricNames
{
    /// <summary>The sample key of benchmark iterations: each iteration's nanoseconds per operation.</summary>
    public const string TimeNs = "time_ns";
    public const string MeanNs = "mean_ns";
    public const string MedianNs = "median_ns";
    public const string ErrorNs = "error_ns";
    public const string Ratio = "ratio";
    public const string AllocatedBytesPerOp = "allocated_bytes_per_op";
    public const string OpsPerSec = "ops_per_sec";
    public const string ThroughputRps = "throughput_rps";
    public const string LatencyP50Ms = "latency_p50_ms";
    public const string LatencyP99Ms = "latency_p99_ms";

    /// <summary>Key of <see cref="Measurement.Histograms"/>: the latency_* metrics' histogram, in microseconds.</summary>
    public const string LatencyHistogramUs = "latency_us";

    /// <summary>Key of <see cref="Measurement.Histograms"/>: an open-loop run's send lag (due time to sending), in microseconds.</summary>
    public const string SendLagHistogramUs = "send_lag_us";
}
