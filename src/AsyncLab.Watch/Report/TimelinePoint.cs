namespace AsyncLab.Watch.Report;

/// <summary>
/// One second of the watch: the latest counters and the running totals the detectors read, for the live lines and the
/// report's timeline. A counter that has not arrived yet is null.
/// </summary>
public sealed record TimelinePoint(
    double AtS,
    double? PoolThreads,
    double? QueueLength,
    double? CpuPercent,
    int StarvationInjections,
    int CooperativeBlockingAdjustments,
    double PoolBlockedMs,
    double ContendedMs);
