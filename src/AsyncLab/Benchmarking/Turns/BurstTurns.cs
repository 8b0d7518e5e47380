using System.Diagnostics;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Benchmarking.Turns;

/// <summary>
/// Times variants in short bursts that take turns (a burst of each per turn, the order reversed every other turn), so
/// that the i-th sample of any two variants was taken milliseconds apart and a ratio can be judged on those pairs
/// (<see cref="Statistics.WilcoxonSignedRankInterval"/>). BenchmarkDotNet runs one case for about a second before the next; on a shared
/// VM whose speed changes about that often, two cases' iterations then fall on different speeds, and no number of
/// rounds pairs them.
/// </summary>
public static class BurstTurns
{
    /// <summary>One sample per turn for every variant, in nanoseconds per call, by variant id; run on a thread of its own.</summary>
    public static Task<IReadOnlyDictionary<string, double[]>> RunAsync(
        IReadOnlyList<BurstVariant> variants,
        BurstSettings settings,
        IProgress<ExperimentProgress> progress,
        CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfZero(variants.Count);
        if (variants.Select(v => v.Id).Distinct().Count() != variants.Count)
        {
            throw new ArgumentException("Every variant needs an id of its own.", nameof(variants));
        }

        // The bursts block their thread for the whole run; keep the caller (and Ctrl+C handling) free.
        return Task.Factory.StartNew(
            () => Run(variants, settings, progress, cancellationToken),
            cancellationToken,
            TaskCreationOptions.LongRunning,
            TaskScheduler.Default);
    }

    /// <summary>
    /// A measurement per id of <paramref name="ids"/> that was timed, in that order: its samples (nanoseconds per call, one
    /// per turn) and their median and mean, by the same estimators as the BenchmarkDotNet rows' (one "round" holding every turn).
    /// </summary>
    /// <param name="ids">The variants, in the order the measurements are wanted.</param>
    /// <param name="samples">Each variant's samples.</param>
    /// <param name="groupOf">The group each variant was timed in turns with (<see cref="Measurement.MeasuredWith"/>); one group by
    /// default.</param>
    public static IReadOnlyList<Measurement> Measure(IReadOnlyList<string> ids, IReadOnlyDictionary<string, double[]> samples, Func<string,
        string>? groupOf = null) =>
        ids.Where(samples.ContainsKey).Select(id =>
        {
            var summary = MergedTimings.Of([samples[id]]);
            var metrics = new Dictionary<string, double>
            {
                [MetricNames.MedianNs] = summary.MedianNs,
                [MetricNames.MeanNs] = summary.MeanNs,
            };
            return new Measurement(id, new Dictionary<string, string>(), metrics)
            {
                Samples = new Dictionary<string, IReadOnlyList<double>> { [MetricNames.TimeNs] = samples[id] },
                MeasuredWith = groupOf?.Invoke(id) ?? "bursts in turns",
                Yardstick = Turns.Yardstick.Marks(id) ? true : null,
            };
        }).ToArray();

    private static IReadOnlyDictionary<string, double[]> Run(IReadOnlyList<BurstVariant> variants, BurstSettings settings,
        IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
    {
        var calls = WarmUp(variants, settings, cancellationToken);
        var samples = variants.ToDictionary(v => v.Id, _ => new double[settings.Turns]);
        // A progress line per turn would be thousands; about fifty updates are enough to show it moving.
        var reportEvery = Math.Max(1, settings.Turns / 50);
        var names = string.Join(", ", variants.Select(v => v.Id));
        for (var turn = 0; turn < settings.Turns; turn++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            foreach (var variant in TurnOrder.Of(variants, turn + 1))
            {
                samples[variant.Id][turn] = variant.NanosecondsPerCall(calls[variant.Id]);
            }

            if (turn % reportEvery == 0)
            {
                progress.Report(new ExperimentProgress($"bursts in turns: {names}, turn {turn + 1} of {settings.Turns}", turn,
                    settings.Turns));
            }
        }

        return samples;
    }

    /// <summary>
    /// Runs the variants in turns for the warm-up time, and on until every burst has grown to about the burst time, and
    /// returns each variant's calls per burst. At most <see cref="MaxSizingTurns"/> turns beyond the warm-up time.
    /// </summary>
    private static Dictionary<string, int> WarmUp(IReadOnlyList<BurstVariant> variants, BurstSettings settings,
        CancellationToken cancellationToken)
    {
        var calls = variants.ToDictionary(v => v.Id, _ => 1);
        var target = settings.Burst.TotalNanoseconds;
        var started = Stopwatch.GetTimestamp();
        var sizingTurns = 0;
        for (var turn = 1; ; turn++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            var settled = true;
            foreach (var variant in TurnOrder.Of(variants, turn))
            {
                var size = SizeFor(target, variant.NanosecondsPerCall(calls[variant.Id]), calls[variant.Id]);
                calls[variant.Id] = size.Calls;
                settled &= size.Settled;
            }

            var warm = Stopwatch.GetElapsedTime(started) >= settings.WarmUp;
            if (warm && (settled || ++sizingTurns >= MaxSizingTurns))
            {
                return calls;
            }
        }
    }

    /// <summary>Turns the warm-up may add to size the bursts: ten-fold growth from one call reaches a million in six.</summary>
    public const int MaxSizingTurns = 10;

    /// <summary>
    /// Calls per burst for a burst of <paramref name="targetNs"/> at <paramref name="perCallNs"/> a call: at most ten times
    /// the last count (one slow first call, still compiling, must not decide it) and at most a million. Settled when that
    /// limit did not bind.
    /// </summary>
    public static BurstSize SizeFor(double targetNs, double perCallNs, int lastCalls)
    {
        var limit = Math.Min(lastCalls * 10.0, MaxCalls);
        if (!(perCallNs > 0))
        {
            return new BurstSize((int)limit, Settled: false);
        }

        var wanted = Math.Max(1, targetNs / perCallNs);
        return wanted > limit ? new BurstSize((int)limit, Settled: false) : new BurstSize((int)wanted, Settled: true);
    }

    private const int MaxCalls = 1_000_000;
}

/// <summary>Calls per burst, and whether that count is the one the burst time asks for (not a growth limit).</summary>
public readonly record struct BurstSize(int Calls, bool Settled);
