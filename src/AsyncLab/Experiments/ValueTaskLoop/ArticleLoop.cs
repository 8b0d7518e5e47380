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
        using var cancellation = new CancellationTokenSource();
        var timer = new Timer(_ => CancelWhenDue(cancellation, start, duration));
        await using (timer.ConfigureAwait(false))
        {
            _ = timer.Change(duration, Timeout.InfiniteTimeSpan);
            var count = await loop(asynchronous, cancellation.Token).ConfigureAwait(false);
            var elapsed = Stopwatch.GetElapsedTime(start);
            return new LoopSample(count, allocatedBytes() - before, elapsed);
        }
    }

    // The timer's clock is the kernel's coarse tick (up to 10 ms), so it can fire before the duration has passed on the
    // stopwatch; an early firing waits out the rest, so a run never stops short of its duration.
    private static void CancelWhenDue(CancellationTokenSource cancellation, long start, TimeSpan duration)
    {
        var remaining = duration - Stopwatch.GetElapsedTime(start);
        try
        {
            if (remaining > TimeSpan.Zero)
            {
                cancellation.CancelAfter(remaining < TimeSpan.FromMilliseconds(1) ? TimeSpan.FromMilliseconds(1) : remaining);
                return;
            }

            cancellation.Cancel();
        }
        catch (ObjectDisposedException)
        {
            // The run ended and let go of its token while this callback ran: there is nothing left to stop.
        }
    }
}
