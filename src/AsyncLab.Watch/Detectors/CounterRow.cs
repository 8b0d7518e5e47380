using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>One counter interval's pool figures: System.Runtime sends each counter on its own, moments apart.</summary>
public readonly record struct CounterRow(TimeSpan At, double Threads, double Queue, double? Cpu)
{
    /// <summary>A row per queue-length sample, with the thread count and CPU of the same interval.</summary>
    public static IReadOnlyList<CounterRow> Of(CounterSeries counters)
    {
        var threads = counters.Of(RuntimeCounters.PoolThreads);
        var cpu = counters.Of(RuntimeCounters.Cpu);
        return [.. counters.Of(RuntimeCounters.QueueLength)
            .Select(q => new CounterRow(q.At, ValueAt(threads, q.At) ?? 0, q.Value, ValueAt(cpu, q.At)))];
    }

    // The value of the same interval: the last sample no more than half a second after the queue's.
    private static double? ValueAt(IReadOnlyList<CounterSampled> series, TimeSpan at)
    {
        double? value = series.Count > 0 ? series[0].Value : null;
        foreach (var sample in series)
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
