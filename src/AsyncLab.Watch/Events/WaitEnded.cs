namespace AsyncLab.Watch.Events;

/// <summary>
/// Thread <paramref name="ThreadId"/> stopped waiting (the end of its latest <see cref="WaitBegan"/> from the same event
/// source: a wait-handle stop ends a Monitor or wait-handle start).
/// </summary>
public sealed record WaitEnded(TimeSpan At, int ThreadId, WaitKind Kind) : WatchEvent(At);
