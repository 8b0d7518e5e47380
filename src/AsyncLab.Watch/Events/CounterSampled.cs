namespace AsyncLab.Watch.Events;

/// <summary>One interval's value of a System.Runtime counter (its mean, or for a rate counter the increment).</summary>
public sealed record CounterSampled(TimeSpan At, string Name, double Value) : WatchEvent(At);
