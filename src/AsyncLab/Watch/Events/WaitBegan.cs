namespace AsyncLab.Watch.Events;

/// <summary>Thread <paramref name="ThreadId"/> began to wait.</summary>
/// <param name="Frames">
/// The waiting thread's stack, innermost first, as "Module!Method" (frames that could not be resolved left out); null
/// when the session resolves no stacks (before .NET 9, or a stack that could not be read).
/// </param>
public sealed record WaitBegan(TimeSpan At, int ThreadId, WaitKind Kind, IReadOnlyList<string>? Frames = null) : WatchEvent(At);
