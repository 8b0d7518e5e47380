namespace AsyncLab.Watch.Events;

/// <summary>The pool set its worker-thread goal to <paramref name="NewWorkerCount"/> for <paramref name="Reason"/>.</summary>
public sealed record PoolAdjusted(TimeSpan At, int NewWorkerCount, PoolAdjustmentReason Reason) : WatchEvent(At);
