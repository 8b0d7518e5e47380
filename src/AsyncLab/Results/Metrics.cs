namespace AsyncLab.Results;

/// <summary>
/// The registry: every metric, sample set and histogram key the lab writes, declared once with its unit, which way is
/// better and its label. Reports, comparisons and charts format and judge a metric by its entry here, not by guessing
/// from its name. A new metric gets its key in <see cref="MetricNames"/> and its entry here (and in <see cref="All"/>).
/// </summary>
public static class Metrics
{
    // Benchmarks (BenchmarkDotNet and the lab's own loops).
    public static readonly Metric TimeNs = new(MetricNames.TimeNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "time per operation");
    public static readonly Metric MeanNs = new(MetricNames.MeanNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "mean");
    public static readonly Metric MedianNs = new(MetricNames.MedianNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "median");
    public static readonly Metric ErrorNs = new(MetricNames.ErrorNs, MetricUnit.Nanoseconds, MetricBetter.Lower, "± error");
    public static readonly Metric Ratio = new(MetricNames.Ratio, MetricUnit.Ratio, MetricBetter.Neither, "ratio");
    public static readonly Metric AllocatedBytesPerOp = new(MetricNames.AllocatedBytesPerOp, MetricUnit.Bytes, MetricBetter.Lower, "allocated");
    public static readonly Metric AllocatedBytesPerOpMin = new(MetricNames.AllocatedBytesPerOpMin, MetricUnit.Bytes, MetricBetter.Lower, "allocated min") { IsSpread = true };
    public static readonly Metric AllocatedBytesPerOpMax = new(MetricNames.AllocatedBytesPerOpMax, MetricUnit.Bytes, MetricBetter.Lower, "allocated max") { IsSpread = true };
    public static readonly Metric RoundShare = new(MetricNames.RoundShare, MetricUnit.Fraction, MetricBetter.Neither, "between rounds") { IsSpread = true };
    public static readonly Metric OpsPerSec = new(MetricNames.OpsPerSec, MetricUnit.PerSecond, MetricBetter.Higher, "ops/s");
    public static readonly Metric OpsPerSecMin = new(MetricNames.OpsPerSecMin, MetricUnit.PerSecond, MetricBetter.Higher, "ops/s min") { IsSpread = true };
    public static readonly Metric OpsPerSecMax = new(MetricNames.OpsPerSecMax, MetricUnit.PerSecond, MetricBetter.Higher, "ops/s max") { IsSpread = true };
    public static readonly Metric OpsPerSecSpreadFraction = new(MetricNames.OpsPerSecSpreadFraction, MetricUnit.Fraction, MetricBetter.Neither, "ops/s spread");

    // Load tests (the driver's view).
    public static readonly Metric ThroughputRps = new(MetricNames.ThroughputRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput rps");
    public static readonly Metric ThroughputMinRps = new(MetricNames.ThroughputMinRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput min rps") { IsSpread = true };
    public static readonly Metric ThroughputMaxRps = new(MetricNames.ThroughputMaxRps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput max rps") { IsSpread = true };
    public static readonly Metric Requests = new(MetricNames.Requests, MetricUnit.Count, MetricBetter.Neither, "requests");
    public static readonly Metric Errors = new(MetricNames.Errors, MetricUnit.Count, MetricBetter.Lower, "errors");
    public static readonly Metric Timeouts = new(MetricNames.Timeouts, MetricUnit.Count, MetricBetter.Lower, "timeouts");
    public static readonly Metric LatencyMeanMs = new(MetricNames.LatencyMeanMs, MetricUnit.Milliseconds, MetricBetter.Lower, "latency mean ms");
    public static readonly Metric LatencyMinMs = new(MetricNames.LatencyMinMs, MetricUnit.Milliseconds, MetricBetter.Lower, "latency min ms");
    public static readonly Metric LatencyMaxMs = new(MetricNames.LatencyMaxMs, MetricUnit.Milliseconds, MetricBetter.Lower, "latency max ms");
    public static readonly Metric LatencyP50Ms = new(MetricNames.LatencyP50Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "latency p50 ms");
    public static readonly Metric LatencyP90Ms = new(MetricNames.LatencyP90Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "latency p90 ms");
    public static readonly Metric LatencyP99Ms = new(MetricNames.LatencyP99Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "latency p99 ms");
    public static readonly Metric ScheduledRequests = new(MetricNames.ScheduledRequests, MetricUnit.Count, MetricBetter.Neither, "scheduled requests");
    public static readonly Metric LateRequests = new(MetricNames.LateRequests, MetricUnit.Count, MetricBetter.Lower, "late requests");
    public static readonly Metric UnsentRequests = new(MetricNames.UnsentRequests, MetricUnit.Count, MetricBetter.Lower, "unsent requests");
    public static readonly Metric InFlightPeak = new(MetricNames.InFlightPeak, MetricUnit.Count, MetricBetter.Neither, "in flight peak");
    public static readonly Metric SendLagP99Ms = new(MetricNames.SendLagP99Ms, MetricUnit.Milliseconds, MetricBetter.Lower, "send lag p99 ms");
    public static readonly Metric LatencyHistogramUs = new(MetricNames.LatencyHistogramUs, MetricUnit.Microseconds, MetricBetter.Lower, "latency us");
    public static readonly Metric SendLagHistogramUs = new(MetricNames.SendLagHistogramUs, MetricUnit.Microseconds, MetricBetter.Lower, "send lag us");

    // The target server, as web-throughput and database observe it.
    public static readonly Metric ServerRequests = new(MetricNames.ServerRequests, MetricUnit.Count, MetricBetter.Neither, "server requests");
    public static readonly Metric ServerStalled = new(MetricNames.ServerStalled, MetricUnit.Flag, MetricBetter.Lower, "server stalled");
    public static readonly Metric ThreadsStart = new(MetricNames.ThreadsStart, MetricUnit.Count, MetricBetter.Neither, "threads start");
    public static readonly Metric ThreadsMax = new(MetricNames.ThreadsMax, MetricUnit.Count, MetricBetter.Neither, "threads max");
    public static readonly Metric ThreadsAdded = new(MetricNames.ThreadsAdded, MetricUnit.Count, MetricBetter.Neither, "threads added");
    public static readonly Metric InlineFraction = new(MetricNames.InlineFraction, MetricUnit.Fraction, MetricBetter.Neither, "inline fraction");
    public static readonly Metric LatencyMeanU = new(MetricNames.LatencyMeanU, MetricUnit.WorkUnits, MetricBetter.Lower, "latency mean u");
    public static readonly Metric LatencyP99U = new(MetricNames.LatencyP99U, MetricUnit.WorkUnits, MetricBetter.Lower, "latency p99 u");
    public static readonly Metric IdealShare = new(MetricNames.IdealShare, MetricUnit.Fraction, MetricBetter.Higher, "ideal share");

    // Database.
    public static readonly Metric ThroughputRun1Rps = new(MetricNames.ThroughputRun1Rps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput run1 rps");
    public static readonly Metric ThroughputRun2Rps = new(MetricNames.ThroughputRun2Rps, MetricUnit.PerSecond, MetricBetter.Higher, "throughput run2 rps");
    public static readonly Metric ThroughputRunSpreadFraction = new(MetricNames.ThroughputRunSpreadFraction, MetricUnit.Fraction, MetricBetter.Neither, "throughput run spread fraction");
    public static readonly Metric DatabaseFailures = new(MetricNames.DatabaseFailures, MetricUnit.Count, MetricBetter.Lower, "database failures");
    public static readonly Metric AsyncCompletedSyncShare = new(MetricNames.AsyncCompletedSyncShare, MetricUnit.Fraction, MetricBetter.Neither, "async completed sync share");
    public static readonly Metric RowsWritten = new(MetricNames.RowsWritten, MetricUnit.Count, MetricBetter.Neither, "rows written");
    public static readonly Metric RowsMatch2xx = new(MetricNames.RowsMatch2xx, MetricUnit.Flag, MetricBetter.Higher, "rows match 2xx");
    public static readonly Metric Requests2xx = new(MetricNames.Requests2xx, MetricUnit.Count, MetricBetter.Neither, "requests 2xx");
    public static readonly Metric ElapsedS = new(MetricNames.ElapsedS, MetricUnit.Seconds, MetricBetter.Lower, "elapsed s");
    public static readonly Metric ServerAnswersAfter = new(MetricNames.ServerAnswersAfter, MetricUnit.Flag, MetricBetter.Higher, "server answers after");

    // Command bus.
    public static readonly Metric Commands = new(MetricNames.Commands, MetricUnit.Count, MetricBetter.Neither, "commands");
    public static readonly Metric AuditEntries = new(MetricNames.AuditEntries, MetricUnit.Count, MetricBetter.Neither, "audit entries");
    public static readonly Metric MissingEntries = new(MetricNames.MissingEntries, MetricUnit.Count, MetricBetter.Lower, "missing entries");
    public static readonly Metric DuplicatedEntries = new(MetricNames.DuplicatedEntries, MetricUnit.Count, MetricBetter.Lower, "duplicated entries");
    public static readonly Metric FailedEntries = new(MetricNames.FailedEntries, MetricUnit.Count, MetricBetter.Neither, "failed entries");
    public static readonly Metric FailuresSeenBySenders = new(MetricNames.FailuresSeenBySenders, MetricUnit.Count, MetricBetter.Neither, "failures seen by senders");
    public static readonly Metric ExpectedFailures = new(MetricNames.ExpectedFailures, MetricUnit.Count, MetricBetter.Neither, "expected failures");
    public static readonly Metric EntriesMinusCommands = new(MetricNames.EntriesMinusCommands, MetricUnit.Count, MetricBetter.Neither, "entries minus commands");
    public static readonly Metric FailedEntriesMinusExpected = new(MetricNames.FailedEntriesMinusExpected, MetricUnit.Count, MetricBetter.Neither, "failed entries minus expected");
    public static readonly Metric FailuresSeenMinusExpected = new(MetricNames.FailuresSeenMinusExpected, MetricUnit.Count, MetricBetter.Neither, "failures seen minus expected");
    public static readonly Metric ElapsedMs = new(MetricNames.ElapsedMs, MetricUnit.Milliseconds, MetricBetter.Lower, "elapsed ms");

    // Composition.
    public static readonly Metric Completed = new(MetricNames.Completed, MetricUnit.Flag, MetricBetter.Higher, "completed");
    public static readonly Metric Deadlocked = new(MetricNames.Deadlocked, MetricUnit.Flag, MetricBetter.Lower, "deadlocked");
    public static readonly Metric ElapsedUnits = new(MetricNames.ElapsedUnits, MetricUnit.WorkUnits, MetricBetter.Lower, "elapsed units");

    // Task caching.
    public static readonly Metric SameInstance = new(MetricNames.SameInstance, MetricUnit.Flag, MetricBetter.Neither, "same instance");

    // WhenAll vs ForEachAsync.
    public static readonly Metric Cores = new(MetricNames.Cores, MetricUnit.Count, MetricBetter.Neither, "cores");
    public static readonly Metric SpeedupRatio = new(MetricNames.SpeedupRatio, MetricUnit.Ratio, MetricBetter.Neither, "speedup ratio");
    public static readonly Metric ThreadsUsed = new(MetricNames.ThreadsUsed, MetricUnit.Count, MetricBetter.Neither, "threads used");
    /// <summary>Every registered metric. Declared after the members: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } =
    [
        TimeNs, MeanNs, MedianNs, ErrorNs, Ratio, AllocatedBytesPerOp, AllocatedBytesPerOpMin, AllocatedBytesPerOpMax, RoundShare,
        OpsPerSec, OpsPerSecMin, OpsPerSecMax, OpsPerSecSpreadFraction, ThroughputRps, ThroughputMinRps,
        ThroughputMaxRps, Requests, Errors, Timeouts, LatencyMeanMs, LatencyMinMs, LatencyMaxMs, LatencyP50Ms,
        LatencyP90Ms, LatencyP99Ms, ScheduledRequests, LateRequests, UnsentRequests, InFlightPeak, SendLagP99Ms,
        LatencyHistogramUs, SendLagHistogramUs, ServerRequests, ServerStalled, ThreadsStart, ThreadsMax, ThreadsAdded,
        InlineFraction, LatencyMeanU, LatencyP99U, IdealShare, ThroughputRun1Rps, ThroughputRun2Rps,
        ThroughputRunSpreadFraction, DatabaseFailures, AsyncCompletedSyncShare, RowsWritten, RowsMatch2xx, Requests2xx,
        ElapsedS, ServerAnswersAfter, Commands, AuditEntries, MissingEntries, DuplicatedEntries, FailedEntries,
        FailuresSeenBySenders, ExpectedFailures, EntriesMinusCommands, FailedEntriesMinusExpected,
        FailuresSeenMinusExpected, ElapsedMs, Completed, Deadlocked, ElapsedUnits, SameInstance, Cores, SpeedupRatio,
        ThreadsUsed,
    ];

    private static readonly Dictionary<string, Metric> ByKey = All.ToDictionary(m => m.Key, StringComparer.Ordinal);

    /// <summary>The registered metric with this key, or null.</summary>
    public static Metric? Find(string key) => ByKey.GetValueOrDefault(key);

    /// <summary>
    /// The registered metric, or for a key the registry does not know (one an older lab wrote to its results.json) a
    /// plain number with no better direction, labelled by its key: such files still report, without guessing a unit.
    /// </summary>
    public static Metric Of(string key) => Find(key) ?? new Metric(key, MetricUnit.Number, MetricBetter.Neither, key.Replace('_', ' '));
}
