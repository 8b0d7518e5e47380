namespace AsyncLab.Watch.Events;

/// <summary>Thread <paramref name="ThreadId"/> acquired the lock it was waiting for.</summary>
public sealed record ContentionEnded(TimeSpan At, int ThreadId) : WatchEvent(At);
