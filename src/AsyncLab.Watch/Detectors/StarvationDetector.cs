using System.Globalization;
using AsyncLab.Watch.Events;

namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Thread-pool starvation: work waits in the pool's queue while the pool's threads are held elsewhere. Three rules,
/// each over the seconds after the warm-up (see <see cref="RuleSpan"/>):
/// - the pool reports starvation injections, several in one window;
/// - the queue never empties for a stretch while the pool adds threads (the sign dotnet-counters users are told to
///   look for);
/// - the queue never empties for a longer stretch, whether or not the pool adds threads: a pool that grows too slowly
///   for its load, or stands at its maximum and injects nothing (blocking that is not a task wait, Thread.Sleep or
///   synchronous I/O, raises no adjustment of its own).
/// Both stretches count only while the process's CPU has room: a queue behind busy CPUs is load, not starvation.
/// </summary>
public sealed class StarvationDetector : IDetector
{
    /// <summary>Injections for starvation in one window that make a finding; fewer can be a busy machine's hiccup.</summary>
    public const int InjectionsToFind = 3;

    /// <summary>Consecutive counter samples with a non-empty queue that make a stall, with <see cref="StallThreadRiseToFind"/>.</summary>
    public const int StallSamplesToFind = 3;

    /// <summary>Threads the pool must add during a stall of <see cref="StallSamplesToFind"/> samples for it to count.</summary>
    public const int StallThreadRiseToFind = 3;

    /// <summary>Consecutive counter samples with a non-empty queue that make a finding whatever the thread count did.</summary>
    public const int QueuedSamplesToFind = 5;

    /// <summary>The process's mean CPU (percent of the machine) under which a stretch counts as having CPU to spare.</summary>
    public const double CpuRoomPercent = 25;

    private readonly CounterSeries counters = new();
    private readonly SecondBins injectionBins = new();
    private readonly List<TimeSpan> injections = [];
    private StacksSampled? sampled;

    public string Name => "starvation";

    public void Observe(WatchEvent watchEvent)
    {
        switch (watchEvent)
        {
            case PoolAdjusted { Reason: PoolAdjustmentReason.Starvation } adjusted:
                injections.Add(adjusted.At);
                injectionBins.Add(adjusted.At);
                break;
            case CounterSampled sample:
                counters.Add(sample);
                break;
            case StacksSampled stacks:
                sampled = stacks;
                break;
        }
    }

    public DetectorVerdict Judge(RuleSpan span, WatchSignals signals)
    {
        var all = CounterRow.Of(counters);
        var rows = all.Where(r => span.Counts(r.At)).ToList();
        var counted = injections.Where(span.Counts).ToList();
        var (peak, peakWindow) = span.Windows()
            .Select(w => (Count: injectionBins.Sum(w.From, w.To), Window: w)).DefaultIfEmpty().MaxBy(w => w.Count);
        // The stretch the evidence shows: the longest with CPU to spare where there is one, else the longest.
        var queued = QueueStretch.Queued(rows).ToList();
        var stall = queued.OrderBy(HasRoom).ThenBy(s => s.Samples).ThenBy(s => s.ThreadRise).LastOrDefault()
            ?? QueueStretch.Empty;
        var growing = queued
            .Any(s => s.Samples >= StallSamplesToFind && s.ThreadRise >= StallThreadRiseToFind && HasRoom(s));
        var persistent = queued.Any(s => s.Samples >= QueuedSamplesToFind && HasRoom(s));
        var figures = new Dictionary<string, double>
        {
            ["starvation_injections"] = counted.Count,
            ["starvation_injections_in_warm_up"] = injections.Count - counted.Count,
            ["window_injections_max"] = peak,
            ["longest_stall_samples"] = stall.Samples,
            ["threads_added_in_stall"] = stall.ThreadRise,
        };
        var injected = counted.Count == 0
            ? Text($"the pool reported no starvation injection after the warm-up ({injections.Count} in it)")
            : string.Create(CultureInfo.InvariantCulture, $"the pool added a thread for starvation {counted.Count} time(s) after the " +
                $"warm-up, the first at {counted[0].TotalSeconds:0.0} s, at most {peak:0} in one window ({RuleSpan.Describe(peakWindow)})");
        var evidence = new List<string> { injected };
        if (rows.Count > 0)
        {
            figures["pool_threads_first"] = rows[0].Threads;
            figures["pool_threads_max"] = rows.Max(r => r.Threads);
            figures["queue_length_max"] = rows.Max(r => r.Queue);
            evidence.Add(string.Create(CultureInfo.InvariantCulture, $"pool threads {rows[0].Threads:0} → {rows[^1].Threads:0} " +
                $"(max {figures["pool_threads_max"]:0}); queue length max {figures["queue_length_max"]:0}"));
            evidence.Add(StallText(stall));
        }

        if (rows.Count > 0 && rows.All(r => r.Cpu is not null))
        {
            figures["cpu_percent_mean"] = rows.Average(r => r.Cpu!.Value);
            evidence.Add(string.Create(CultureInfo.InvariantCulture, $"CPU {figures["cpu_percent_mean"]:0} % on average (starvation " +
                $"shows with CPU to spare; a queue behind busy CPUs is load, not starvation)"));
        }

        var deciding = peak >= InjectionsToFind ? injected : growing || persistent ? StallText(stall) : null;
        if (deciding is not null && deciding != injected)
        {
            evidence.Remove(deciding); // the rule that decided leads: the live view shows the first line
            evidence.Insert(0, deciding);
        }

        if (sampled is not null)
        {
            evidence.Insert(deciding is null ? evidence.Count : 1, SampledText(sampled));
        }

        var missing = !span.HasWindows ? span.WarmUpOnly()
            : all.Count < 2
                ? Text($"System.Runtime counters ({all.Count} sample(s) of {RuntimeCounters.PoolThreads}; they come once a second)")
            : signals.HasFlag(WatchSignals.PoolEvents) ? null : "the runtime's pool adjustment events";
        return new DetectorVerdict(
            Name,
            deciding is not null ? Finding.Found : missing is null ? Finding.NotSeen : Finding.CannotTell,
            string.Create(CultureInfo.InvariantCulture, $"{span.Judged()}: found when the pool injects threads for starvation " +
                $"{InjectionsToFind}+ times in a window, when work stays queued for {StallSamplesToFind}+ counter samples while the " +
                $"pool adds {StallThreadRiseToFind}+ threads, or for {QueuedSamplesToFind}+ samples whatever the pool does; both " +
                $"with the process's CPU under {CpuRoomPercent:0} % of the machine"),
            evidence,
            figures,
            missing,
            "Pool threads are held by blocking calls, so queued work waits for the pool to grow. Find what they block on (the " +
                "sampled stacks, and the blocking and contention verdicts) and await it; raising ThreadPool.SetMinThreads only " +
                "hides the cost.",
            LabExperiments.Starvation,
            sampled is null ? [] : [.. sampled.Stacks.Select(s => new StackEvidence(s.Samples, s.Threads, s.Frames)
                {
                    Sampled = true,
                    Routes = s.Routes,
                })]);
    }

    // Each sample is one pool thread's millisecond: its count reads as thread-milliseconds.
    private static string SampledText(StacksSampled stacks)
    {
        var when = Text($"pool threads sampled for {stacks.Over.TotalSeconds:0.#} s from {stacks.At.TotalSeconds:0.0} s");
        if (stacks.Failure is { } failure)
        {
            return failure;
        }

        if (stacks.Stacks.Count == 0)
        {
            return when + ": none was busy outside the runtime's own code";
        }

        // The innermost frame is the call that holds the thread (Thread.Sleep, a socket read); the callers say whose code made it.
        var top = stacks.Stacks[0];
        return when + Text($" ({stacks.Samples} busy samples): top stack {top.Samples} ms on {top.Threads} thread(s) at ")
            + string.Join(" ← ", top.Frames.Take(1).Concat(StackEvidence.Callers(top.Frames.Skip(1), 3)))
            + (top.Routes.Count == 0 ? string.Empty : ", in " + top.Routes[0].Describe(top.Samples));
    }

    private static bool HasRoom(QueueStretch stretch) => stretch.CpuMean is { } cpu && cpu < CpuRoomPercent;

    private static string StallText(QueueStretch stall) =>
        stall.Samples == 0 ? "the queue was empty at every sample"
            : Text($"longest stretch with work queued: {stall.Samples} samples, {stall.ThreadRise:0} thread(s) added meanwhile")
                + CpuText(stall);

    private static string CpuText(QueueStretch stretch) => stretch.CpuMean is { } cpu ? Text($", CPU {cpu:0} %") : ", CPU not read";

    private static string Text(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
