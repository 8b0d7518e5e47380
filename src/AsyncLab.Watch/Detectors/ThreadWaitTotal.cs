using System.Collections.Immutable;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>One thread's finished waits: how many, how long in all, and how many of each kind.</summary>
public sealed record ThreadWaitTotal(int Count, TimeSpan Blocked, ImmutableDictionary<WaitKind, int> Kinds)
{
    public static ThreadWaitTotal None { get; } = new(0, TimeSpan.Zero, ImmutableDictionary<WaitKind, int>.Empty);

    public ThreadWaitTotal Add(WaitKind kind, TimeSpan waited) =>
        new(Count + 1, Blocked + waited, Kinds.SetItem(kind, Kinds.GetValueOrDefault(kind) + 1));
}
