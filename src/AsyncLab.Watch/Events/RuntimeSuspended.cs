namespace AsyncLab.Watch.Events;

/// <summary>The runtime began to suspend every managed thread (GCSuspendEEBegin): a GC pause starts.</summary>
public sealed record RuntimeSuspended(TimeSpan At) : WatchEvent(At);
