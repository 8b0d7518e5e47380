using System.Diagnostics;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// Seed 002's do-it-yourself harness: call one method and await it, again and again, for a fixed time; count the
/// loops and read an allocation counter before and after. The clock is read every <see cref="ClockStride"/> loops
/// rather than through a cancellation timer, so stopping needs no other thread and reading it costs next to nothing.
/// </summary>
/// <param name="allocatedBytes">The allocation counter: process-wide by default, as in the article; a test can pass a per-thread one.</param>
public sealed class CallAndAwaitLoop(Func<long> allocatedBytes)
{
    public const int ClockStride = 64;

    public static CallAndAwaitLoop ProcessWide { get; } = new(() => GC.GetTotalAllocatedBytes(precise: true));

    public async Task<LoopSample> RunAsync(Func<Task<object>> call, TimeSpan duration)
    {
        ArgumentNullException.ThrowIfNull(call);
        var deadline = Deadline(duration);
        var before = allocatedBytes();
        var start = Stopwatch.GetTimestamp();
        long loops = 0;
        while ((loops % ClockStride) != 0 || Stopwatch.GetTimestamp() < start + deadline)
        {
            var result = await call().ConfigureAwait(false);
            loops++;
            if (result is null)
            {
                break; // keeps the result observable, as the article's loop does
            }
        }

        return Finish(loops, before, start);
    }

    public async Task<LoopSample> RunAsync(Func<ValueTask<object>> call, TimeSpan duration)
    {
        ArgumentNullException.ThrowIfNull(call);
        var deadline = Deadline(duration);
        var before = allocatedBytes();
        var start = Stopwatch.GetTimestamp();
        long loops = 0;
        while ((loops % ClockStride) != 0 || Stopwatch.GetTimestamp() < start + deadline)
        {
            var result = await call().ConfigureAwait(false);
            loops++;
            if (result is null)
            {
                break;
            }
        }

        return Finish(loops, before, start);
    }

    private static long Deadline(TimeSpan duration)
    {
        LoopSettings.RequirePositive(duration, nameof(duration));
        return (long)(duration.TotalSeconds * Stopwatch.Frequency);
    }

    private LoopSample Finish(long loops, long before, long start)
    {
        var elapsed = Stopwatch.GetElapsedTime(start);
        return new LoopSample(loops, allocatedBytes() - before, elapsed);
    }
}
