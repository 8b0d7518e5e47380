using AsyncLab.Results;

namespace AsyncLab.Load;

/// <summary>
/// What one load run measured. Every started request is exactly one of succeeded, errors or timeouts.
/// <paramref name="Cost"/> is what the driver's own process spent meanwhile. <paramref name="Latency"/> is read from
/// <see cref="Histogram"/> when the driver made the report.
/// </summary>
public sealed record LoadReport(
    LoadPlan Plan,
    TimeSpan Elapsed,
    long Succeeded,
    long Errors,
    long Timeouts,
    int PeakUsers,
    LatencySummary Latency,
    IReadOnlyList<double> WindowRps,
    double MeanRps,
    DriverCost Cost)
{
    /// <summary>Every successful request's latency; null only in a report built by hand.</summary>
    public LatencyHistogram? Histogram { get; init; }

    /// <summary>
    /// The schedule's fate for an open-loop run (latencies then count from each request's due time); null for closed
    /// loop.
    /// </summary>
    public OpenLoopReport? OpenLoop { get; init; }

    public long Requests => Succeeded + Errors + Timeouts;

    public double MinWindowRps => WindowRps.Count > 0 ? WindowRps.Min() : MeanRps;

    public double MaxWindowRps => WindowRps.Count > 0 ? WindowRps.Max() : MeanRps;

    /// <summary>The driver process's CPU per request sent, in microseconds; 0 when no request was sent.</summary>
    public double CpuMicrosecondsPerRequest => Requests > 0 ? Cost.Cpu.TotalMicroseconds / Requests : 0;

    /// <summary>Bytes the driver process allocated per request sent; 0 when no request was sent.</summary>
    public double AllocatedBytesPerRequest => Requests > 0 ? (double)Cost.AllocatedBytes / Requests : 0;

    /// <summary>The driver process's CPU as a share of one core over the run (1.0 = one core kept busy).</summary>
    public double CoresUsed => Elapsed > TimeSpan.Zero ? Cost.Cpu / Elapsed : 0;

    /// <summary>The article's table as metrics, plus the distribution and the failure counts. Absent when not measured.</summary>
    public Dictionary<string, double> ToMetrics()
    {
        var metrics = new Dictionary<string, double>(StringComparer.Ordinal)
        {
            [MetricNames.ThroughputRps] = MeanRps,
            [MetricNames.ThroughputMinRps] = MinWindowRps,
            [MetricNames.ThroughputMaxRps] = MaxWindowRps,
            [MetricNames.Requests] = Requests,
            [MetricNames.Errors] = Errors,
            [MetricNames.Timeouts] = Timeouts,
        };
        Latency.AddTo(metrics);
        OpenLoop?.AddTo(metrics);
        return metrics;
    }

    /// <summary>
    /// The histograms behind the latency metrics, compressed, for results.json (<see cref="Results.Measurement.Histograms"/>);
    /// null when none was recorded.
    /// </summary>
    public Dictionary<string, string>? ToHistograms()
    {
        var histograms = new Dictionary<string, string>(StringComparer.Ordinal);
        if (Histogram is { Count: > 0 } latency)
        {
            histograms[MetricNames.LatencyHistogramUs] = latency.ToBase64();
        }

        if (OpenLoop?.SendLag is { Count: > 0 } lag)
        {
            histograms[MetricNames.SendLagHistogramUs] = lag.ToBase64();
        }

        return histograms.Count > 0 ? histograms : null;
    }
}
