using System.Diagnostics;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// Seed 002's test harness: read an allocation counter, run one of <see cref="SeedLoops"/> under a token that a timer
/// cancels after the duration, read the counter again. The article collects garbage first (LoopRunner does), reads the
/// process-wide counter and takes the loop count as loops per second of a 1 s run; the lab also times the run, since the
/// timer fires a little late and the last call ends after it.
/// </summary>
/// <param name="allocatedBytes">The allocation counter: process-wide by default, as in the article; a test can pass a
/// per-thread one.</param>
public sealed class ArticleLoop(Func<long> allocatedBytes)
{
    public static ArticleLoop ProcessWide { get; } = new(() => GC.GetTotalAllocatedBytes(precise: true));

    public async Task<LoopSample> RunAsync(Func<bool, CancellationToken, Task<int>> loop, bool asynchronous, TimeSpan duration)
    {
        ArgumentNullException.ThrowIfNull(loop);
        LoopSettings.RequirePositive(duration, nameof(duration));
        var before = allocatedBytes();
        var start = Stopwatch.GetTimestamp();
        using var cancellation = new CancellationTokenSource(duration);
        var count = await loop(asynchronous, cancellation.Token).ConfigureAwait(false);
        var elapsed = Stopwatch.GetElapsedTime(start);
        return new LoopSample(count, allocatedBytes() - before, elapsed);
    }
}
