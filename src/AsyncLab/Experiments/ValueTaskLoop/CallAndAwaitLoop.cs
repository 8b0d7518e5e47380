using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>
/// Seed 002's do-it-yourself harness: call one method and await it, again and again, for a fixed time; count the
/// loops and read an allocation counter before and after. Instead of the article's cancellation timer, the loop reads
/// the clock after every call that yielded (such a loop costs microseconds anyway) and after every <see cref="ClockStride"/>th
/// call that did not (so a loop of a few nanoseconds is not dominated by the clock); stopping needs no other thread.
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
        var end = start + deadline;
        long loops = 0;
        while (CallWhileSynchronous(call, ref loops, end, out var pending))
        {
            var result = await pending.ConfigureAwait(false);
            loops++;
            if (result is null || Stopwatch.GetTimestamp() >= end)
            {
                break; // a null result keeps the result observable, as the article's loop does
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
        var end = start + deadline;
        long loops = 0;
        while (CallWhileSynchronous(call, ref loops, end, out var pending))
        {
            var result = await pending.ConfigureAwait(false);
            loops++;
            if (result is null || Stopwatch.GetTimestamp() >= end)
            {
                break;
            }
        }

        return Finish(loops, before, start);
    }

    /// <summary>
    /// Calls while the calls complete synchronously, reading each result at once (what await does with a completed
    /// task); returns true with the call that yielded, for the caller to await, or false when time is up. It is
    /// compiled fully optimised from the start: the async caller runs its loop in one long call, which today's
    /// runtime would run as less optimised on-stack-replacement code, adding tens of nanoseconds to each loop.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static bool CallWhileSynchronous(Func<Task<object>> call, ref long loops, long end, out Task<object> pending)
    {
        while (true)
        {
            pending = call();
            if (!pending.IsCompleted)
            {
                return true;
            }

            var result = pending.GetAwaiter().GetResult();
            loops++;
            if (result is null || (loops % ClockStride == 0 && Stopwatch.GetTimestamp() >= end))
            {
                return false;
            }
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static bool CallWhileSynchronous(Func<ValueTask<object>> call, ref long loops, long end, out ValueTask<object> pending)
    {
        while (true)
        {
            pending = call();
            if (!pending.IsCompleted)
            {
                return true;
            }

            var result = pending.GetAwaiter().GetResult();
            loops++;
            if (result is null || (loops % ClockStride == 0 && Stopwatch.GetTimestamp() >= end))
            {
                return false;
            }
        }
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
