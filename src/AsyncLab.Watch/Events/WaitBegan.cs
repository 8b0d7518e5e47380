namespace AsyncLab.Watch.Events;

/// <summary>Thread <paramref name="ThreadId"/> began to wait.</summary>
/// <param name="Frames">
/// The waiting thread's stack, innermost first, as "Module!Method" (frames that could not be resolved left out); null
/// when the session resolves no stacks (before .NET 9, or a stack that could not be read).
/// </param>
/// <param name="Route">
/// The ASP.NET Core request the thread last started and has not ended ("GET /path"), where the Hosting events arrived;
/// else null.
/// </param>
public sealed record WaitBegan(TimeSpan At, int ThreadId, WaitKind Kind, IReadOnlyList<string>? Frames = null, string? Route = null)
    : WatchEvent(At);
