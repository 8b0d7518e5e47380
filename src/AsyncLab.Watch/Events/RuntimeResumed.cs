namespace AsyncLab.Watch.Events;

/// <summary>The runtime let its threads run again (GCRestartEEEnd): the GC pause is over.</summary>
public sealed record RuntimeResumed(TimeSpan At) : WatchEvent(At);
