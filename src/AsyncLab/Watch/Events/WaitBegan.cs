namespace AsyncLab.Watch.Events;

/// <summary>Thread <paramref name="ThreadId"/> began to wait.</summary>
public sealed record WaitBegan(TimeSpan At, int ThreadId, WaitKind Kind) : WatchEvent(At);
