using AsyncLab.Html;
using AsyncLab.Results;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>
/// The metrics only command-bus writes (the audit check): its part of the registry (see
/// <c>IExperiment.Metrics</c>).
/// </summary>
public static class CommandBusMetrics
{
    public static readonly Metric Commands = new("commands", MetricUnit.Count, MetricBetter.Neither, "commands");

    public static readonly Metric AuditEntries = new("audit_entries", MetricUnit.Count, MetricBetter.Neither, "audit entries");

    public static readonly Metric MissingEntries = new("missing_entries", MetricUnit.Count, MetricBetter.Lower, "missing entries");

    public static readonly Metric DuplicatedEntries = new("duplicated_entries", MetricUnit.Count, MetricBetter.Lower, "duplicated entries");

    public static readonly Metric FailedEntries = new("failed_entries", MetricUnit.Count, MetricBetter.Neither, "failed entries");

    public static readonly Metric FailuresSeenBySenders = new("failures_seen_by_senders", MetricUnit.Count, MetricBetter.Neither,
        "failures seen by senders");

    public static readonly Metric ExpectedFailures = new("expected_failures", MetricUnit.Count, MetricBetter.Neither, "expected failures");

    // This and the two after it are differences of two counts: 0 when the audit matched the commands one to one.
    public static readonly Metric EntriesMinusCommands = new("entries_minus_commands", MetricUnit.Count, MetricBetter.Neither,
        "entries minus commands");

    public static readonly Metric FailedEntriesMinusExpected = new("failed_entries_minus_expected", MetricUnit.Count, MetricBetter.Neither,
        "failed entries minus expected");

    public static readonly Metric FailuresSeenMinusExpected = new("failures_seen_minus_expected", MetricUnit.Count, MetricBetter.Neither,
        "failures seen minus expected");

    /// <summary>Every metric above, for the registry. Declared after them: static fields are initialised in order.</summary>
    public static IReadOnlyList<Metric> All { get; } = Metrics.DeclaredIn(typeof(CommandBusMetrics));
}
