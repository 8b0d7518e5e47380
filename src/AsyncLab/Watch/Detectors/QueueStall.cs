using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>A stretch of consecutive counter samples with work in the pool's queue, and how many threads the pool added over it.</summary>
public readonly record struct QueueStall(int Samples, double ThreadRise)
{
    /// <summary>The longest stretch (ties: the one that added the most threads).</summary>
    public static QueueStall Longest(IReadOnlyList<CounterSampled> queue, IReadOnlyList<CounterSampled> threads)
    {
        var best = new QueueStall(0, 0);
        var start = -1;
        for (var i = 0; i <= queue.Count; i++)
        {
            if (i < queue.Count && queue[i].Value >= 1)
            {
                start = start < 0 ? i : start;
                continue;
            }

            if (start >= 0)
            {
                var stall = new QueueStall(i - start, ThreadsAt(threads, queue[i - 1].At) - ThreadsAt(threads, queue[start].At));
                best = stall.Samples > best.Samples || (stall.Samples == best.Samples && stall.ThreadRise > best.ThreadRise) ? stall : best;
                start = -1;
            }
        }

        return best;
    }

    // The thread count of the same counter interval: counters of one interval arrive within moments of each other.
    private static double ThreadsAt(IReadOnlyList<CounterSampled> threads, TimeSpan at)
    {
        var value = threads.Count > 0 ? threads[0].Value : 0;
        foreach (var sample in threads)
        {
            if (sample.At > at + TimeSpan.FromMilliseconds(500))
            {
                break;
            }

            value = sample.Value;
        }

        return value;
    }
}
