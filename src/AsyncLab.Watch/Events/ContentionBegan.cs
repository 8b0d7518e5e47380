namespace AsyncLab.Watch.Events;

/// <summary>
/// Thread <paramref name="ThreadId"/> found lock <paramref name="LockId"/> taken and began to wait for it (0 when the
/// runtime does not say which lock).
/// </summary>
public sealed record ContentionBegan(TimeSpan At, int ThreadId, ulong LockId) : WatchEvent(At);
