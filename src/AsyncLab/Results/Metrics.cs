using System.Reflection;
using AsyncLab.Html;

namespace AsyncLab.Results;

/// <summary>
/// The metrics experiments share (benchmark times and bytes, the load driver's throughput and latency, the target server's
/// pool) or a generic folder reads, each declared once with its unit, which way is better and its label. A metric only one
/// experiment writes is declared in that experiment's folder and handed over through <c>IExperiment.Metrics</c>. A run
/// records the declarations of the metrics it used in results.json (<see cref="ExperimentResult.Metrics"/>): reports,
/// comparisons and charts format and judge a metric by those. A new shared metric gets its key in <see cref="MetricNames"/>
/// and its entry here.
/// </summary>
public static class Metrics
{
    // Benchmarks (BenchmarkDotNet and the lab's own loops).
    public static readonly Metric TimeNs = new(MetricNames.TimeNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "time per operation");
    public static readonly Metric MeanNs = new(MetricNames.MeanNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "mean");
    public static readonly Metric MedianNs = new(MetricNames.MedianNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "median");
    public static readonly Metric ErrorNs = new(MetricNames.ErrorNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "± error");
    public static readonly Metric Ratio = new(MetricNames.Ratio, MetricUnit.Ratio, MetricBetter.Neither, "ratio");
    public static readonly Metric AllocatedBytesPerOp =
        new(MetricNames.AllocatedBytesPerOp, MetricUnit.Bytes, MetricBetter.Lower, "allocated");
    public static readonly Metric AllocatedBytesPerOpMin =
        new(MetricNames.AllocatedBytesPerOpMin, MetricUnit.Bytes, MetricBetter.Lower, "allocated min") { IsSpread = true };
    public static readonly Metric AllocatedBytesPerOpMax =
        new(MetricNames.AllocatedBytesPerOpMax, MetricUnit.Bytes, MetricBetter.Lower, "allocated max") { IsSpread = true };
    public static readonly Metric RoundShare =
        new(MetricNames.RoundShare, MetricUnit.Fraction, MetricBetter.Neither, "between rounds") { IsSpread = true };
    public static readonly Metric OpsPerSec = new(MetricNames.OpsPerSec, MetricUnit.PerSecond, MetricBetter.Higher, "ops/s");

    // Load tests (the driver's view).
    public static readonly Metric ThroughputRps =
        new(MetricNames.ThroughputRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput rps")
            { InTimeOrder = true, Kind = FigureKind.Throughput };
    public static readonly Metric ThroughputMinRps =
        new(MetricNames.ThroughputMinRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput min rps")
            { IsSpread = true, Kind = FigureKind.Throughput };
    public static readonly Metric ThroughputMaxRps =
        new(MetricNames.ThroughputMaxRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput max rps")
            { IsSpread = true, Kind = FigureKind.Throughput };
    public static readonly Metric Requests = new(MetricNames.Requests, MetricUnit.Count, MetricBetter.Neither, "requests");
    public static readonly Metric Errors = new(MetricNames.Errors, MetricUnit.Count, MetricBetter.Lower, "errors");
    public static readonly Metric Timeouts = new(MetricNames.Timeouts, MetricUnit.Count, MetricBetter.Lower, "timeouts");
    public static readonly Metric LatencyMeanMs =
        new(MetricNames.LatencyMeanMs, MetricUnit.Milliseconds, MetricBetter.Lower, "latency mean ms") { Kind = FigureKind.Latency };
    public static readonly Metric LatencyMinMs =
        new(MetricNames.LatencyMinMs, MetricUnit.Milliseconds, MetricBetter.Lower, "latency min ms") { Kind = FigureKind.Latency };
    public static readonly Metric LatencyMaxMs =
        new(MetricNames.LatencyMaxMs, MetricUnit.Milliseconds, MetricBetter.Lower, "latency max ms") { Kind = FigureKind.Latency };
    public static readonly Metric LatencyP50Ms =
        new(MetricNames.LatencyP50Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "latency p50 ms") { Kind = FigureKind.Latency };
    public static readonly Metric LatencyP90Ms =
        new(MetricNames.LatencyP90Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "latency p90 ms") { Kind = FigureKind.Latency };
    public static readonly Metric LatencyP99Ms =
        new(MetricNames.LatencyP99Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "latency p99 ms") { Kind = FigureKind.Latency };
    public static readonly Metric ScheduledRequests =
        new(MetricNames.ScheduledRequests, MetricUnit.Count, MetricBetter.Neither, "scheduled requests");
    public static readonly Metric LateRequests = new(MetricNames.LateRequests, MetricUnit.Count, MetricBetter.Lower, "late requests");
    public static readonly Metric UnsentRequests = new(MetricNames.UnsentRequests, MetricUnit.Count, MetricBetter.Lower, "unsent requests");
    public static readonly Metric InFlightPeak = new(MetricNames.InFlightPeak, MetricUnit.Count, MetricBetter.Neither, "in flight peak");
    public static readonly Metric SendLagP99Ms =
        new(MetricNames.SendLagP99Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "send lag p99 ms") { Kind = FigureKind.Latency };
    public static readonly Metric LatencyHistogramUs =
        new(MetricNames.LatencyHistogramUs, MetricUnit.Microseconds, MetricBetter.Lower, "latency us") { Kind = FigureKind.Latency };
    public static readonly Metric SendLagHistogramUs =
        new(MetricNames.SendLagHistogramUs, MetricUnit.Microseconds, MetricBetter.Lower, "send lag us") { Kind = FigureKind.Latency };

    // The target server, as web-throughput and database observe it.
    public static readonly Metric ServerRequests =
        new(MetricNames.ServerRequests, MetricUnit.Count, MetricBetter.Neither, "server requests");
    public static readonly Metric ThreadsStart = new(MetricNames.ThreadsStart, MetricUnit.Count, MetricBetter.Neither, "threads start");
    public static readonly Metric ThreadsMax = new(MetricNames.ThreadsMax, MetricUnit.Count, MetricBetter.Neither, "threads max");
    public static readonly Metric ThreadsAdded = new(MetricNames.ThreadsAdded, MetricUnit.Count, MetricBetter.Neither, "threads added");
    public static readonly Metric IdealShare =
        new(MetricNames.IdealShare, MetricUnit.Fraction, MetricBetter.Higher, "ideal share")
            { InTimeOrder = true, Kind = FigureKind.Throughput };

    // Two experiments' runs timed in milliseconds.
    public static readonly Metric ElapsedMs = new(MetricNames.ElapsedMs, MetricUnit.Milliseconds, MetricBetter.Lower, "elapsed ms");

    /// <summary>The metrics above. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> Shared { get; } = DeclaredIn(typeof(Metrics));

    /// <summary>
    /// Every <see cref="Metric"/> a class declares as a public static field: how <see cref="Metrics"/> and each experiment's
    /// metrics class list themselves, so that declaring a metric is one line and no second list can miss it.
    /// </summary>
    public static IReadOnlyList<Metric> DeclaredIn(Type type) =>
        type.GetFields(BindingFlags.Public | BindingFlags.Static)
            .Where(f => f.FieldType == typeof(Metric))
            .Select(f => (Metric)f.GetValue(null)!)
            .ToList();
}
