namespace AsyncLab.Watch.Events;

/// <summary>
/// Pool threads' stacks, sampled for <paramref name="Over"/> from <see cref="WatchEvent.At"/> by EventPipe's sample
/// profiler (a sample a millisecond of each thread), grouped by where the threads were. <paramref name="Failure"/> says
/// why none came, where sampling failed.
/// </summary>
public sealed record StacksSampled(TimeSpan At, TimeSpan Over, int Samples, IReadOnlyList<SampledStack> Stacks, string? Failure = null)
    : WatchEvent(At);

/// <summary>One place pool threads were sampled at: its frames (innermost first), how many samples, on how many threads.</summary>
public sealed record SampledStack(IReadOnlyList<string> Frames, int Samples, int Threads)
{
    /// <summary>The ASP.NET Core requests the samples fell in, most first (empty where no Hosting events arrived).</summary>
    public IReadOnlyList<RouteCount> Routes { get; init; } = [];
}
