namespace AsyncLab.Watch.Events;

/// <summary>
/// Thread <paramref name="ThreadId"/> is a pool worker: it raised a worker start, wait or stop event itself. Waits are
/// blamed on the pool only for such threads, since other threads (timers, the lab's own) wait by design.
/// </summary>
public sealed record PoolWorkerSeen(TimeSpan At, int ThreadId) : WatchEvent(At);
