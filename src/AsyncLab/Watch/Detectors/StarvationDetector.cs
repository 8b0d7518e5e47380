using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Thread-pool starvation: work waits in the pool's queue while the pool adds threads to get through it. Found when the
/// pool itself reports starvation injections, or when System.Runtime's counters show the queue never empty for a
/// stretch while the thread count climbs (the sign dotnet-counters users are told to look for).
/// </summary>
public sealed class StarvationDetector : IDetector
{
    /// <summary>Injections for starvation that make a finding; fewer can be a start-up hiccup of a busy machine.</summary>
    public const int InjectionsToFind = 3;

    /// <summary>Consecutive counter samples with a non-empty queue that make a stall.</summary>
    public const int StallSamplesToFind = 3;

    /// <summary>Threads the pool must add during a stall for it to count: a queue that waits on busy CPUs adds none.</summary>
    public const int StallThreadRiseToFind = 3;

    private readonly CounterSeries counters = new();
    private int injections;
    private TimeSpan? firstInjection;

    public string Name => "starvation";

    public void Observe(WatchEvent watchEvent)
    {
        switch (watchEvent)
        {
            case PoolAdjusted { Reason: PoolAdjustmentReason.Starvation } adjusted:
                injections++;
                firstInjection ??= adjusted.At;
                break;
            case CounterSampled sample:
                counters.Add(sample);
                break;
        }
    }

    public DetectorVerdict Judge(TimeSpan elapsed, WatchSignals signals)
    {
        var stall = QueueStall.Longest(counters.Of(RuntimeCounters.QueueLength), counters.Of(RuntimeCounters.PoolThreads));
        var threads = counters.Of(RuntimeCounters.PoolThreads);
        var queue = counters.Of(RuntimeCounters.QueueLength);
        var cpu = counters.Of(RuntimeCounters.Cpu);
        var figures = new Dictionary<string, double>
        {
            ["starvation_injections"] = injections,
            ["longest_stall_samples"] = stall.Samples,
            ["threads_added_in_stall"] = stall.ThreadRise,
        };
        var evidence = new List<string>
        {
            injections == 0 ? "the pool reported no starvation injection" : Text($"the pool added a thread for starvation {injections} time(s), the first at {firstInjection!.Value.TotalSeconds:0.0} s"),
        };
        if (threads.Count > 0)
        {
            figures["pool_threads_first"] = threads[0].Value;
            figures["pool_threads_max"] = threads.Max(s => s.Value);
            figures["queue_length_max"] = queue.Count > 0 ? queue.Max(s => s.Value) : 0;
            evidence.Add(Text($"pool threads {threads[0].Value:0} → {threads[^1].Value:0} (max {figures["pool_threads_max"]:0}); queue length max {figures["queue_length_max"]:0}"));
            evidence.Add(StallText(stall));
        }

        if (cpu.Count > 0)
        {
            figures["cpu_percent_mean"] = cpu.Average(s => s.Value);
            evidence.Add(Text($"CPU {figures["cpu_percent_mean"]:0} % on average (starvation shows with CPU to spare; a queue behind busy CPUs is load, not starvation)"));
        }

        var stalled = stall.Samples >= StallSamplesToFind && stall.ThreadRise >= StallThreadRiseToFind;
        var found = injections >= InjectionsToFind || stalled;
        if (stalled && injections < InjectionsToFind)
        {
            // The stall decided it: lead with it (the live view shows the first line).
            evidence.Remove(StallText(stall));
            evidence.Insert(0, StallText(stall));
        }

        var missing = threads.Count < 2 ? $"System.Runtime counters ({threads.Count} sample(s) of {RuntimeCounters.PoolThreads}; they come once a second)" : null;
        var pool = signals.HasFlag(WatchSignals.PoolEvents) ? null : "the runtime's pool adjustment events";
        var finding = found ? Finding.Found : missing is not null || pool is not null ? Finding.CannotTell : Finding.NotSeen;
        return new DetectorVerdict(
            Name,
            finding,
            Text($"found when the pool injects threads for starvation {InjectionsToFind}+ times, or work stays queued for {StallSamplesToFind}+ counter samples while the pool adds {StallThreadRiseToFind}+ threads"),
            evidence,
            figures,
            missing ?? pool,
            "Pool threads are held by blocking calls, so queued work waits for the pool to grow. Find what they block on (see the blocking and contention verdicts) and await it; raising ThreadPool.SetMinThreads only hides the cost.",
            LabExperiments.Starvation,
            []);
    }

    private static string StallText(QueueStall stall) =>
        stall.Samples == 0 ? "the queue was empty at every sample" : Text($"longest stretch with work queued: {stall.Samples} samples, {stall.ThreadRise:0} thread(s) added meanwhile");

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
