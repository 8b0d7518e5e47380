namespace AsyncLab.Watch.Events;

/// <summary>
/// The waits of one stack window (<see cref="Session.WaitStackWindow"/>): for <paramref name="Over"/> from
/// <see cref="WatchEvent.At"/> every wait came with its stack. They name where threads block; the waits session, which
/// carries no stacks, has counted the same waits already, so these feed only the stacks of the blocking verdict.
/// <paramref name="Failure"/> says why the window gave no stacks, where it failed.
/// </summary>
public sealed record WaitStacksSampled(TimeSpan At, TimeSpan Over, IReadOnlyList<SampledWait> Waits, string? Failure = null)
    : WatchEvent(At);

/// <summary>
/// One wait seen in a stack window (not one to wait to enter a lock): its thread, stack (innermost first), how long it
/// lasted within the window (a wait still going on at the window's end counts up to that end), and its request's route.
/// </summary>
public sealed record SampledWait(int ThreadId, IReadOnlyList<string> Frames, TimeSpan Waited, string? Route);
