using AsyncLab.Claims;
using AsyncLab.Results;

namespace AsyncLab.Reporting.Comparison;

/// <summary>
/// One metric of one measurement in both runs; null where a run did not measure it. A metric with samples in both runs
/// carries <see cref="Interval"/>, the B/A ratio's 99% interval over the samples, and only such a metric (or an exact
/// one, such as bytes) is ever marked better or worse: a summary figure of one run moves by noise alone.
/// </summary>
public sealed record MetricComparison(string Measurement, string Metric, double? A, double? B)
{
    /// <summary>Changes smaller than 5 % are "no change" even when the samples are sure of them.</summary>
    public const double Threshold = 0.05;

    /// <summary>The heap's granularity on 64-bit: the smallest difference in bytes per operation that is one object.</summary>
    public const double SmallestAllocationChange = 8;

    /// <summary>The B/A ratio of the samples with its interval; null when either run kept no samples for the metric.</summary>
    public Estimate? Interval { get; init; }

    /// <summary>B/A, or null when either side is missing, not a number, or A is zero (0 B → 0 B has no ratio).</summary>
    public double? Ratio => Interval is { IsKnown: true } i ? i.Point
        : A is { } a && B is { } b && a != 0 && double.IsFinite(a) && double.IsFinite(b) ? b / a : null;

    public Change Change
    {
        get
        {
            if (MetricDirection.Of(Metric) is not { } lowerIsBetter)
            {
                return Change.None;
            }

            if (Interval is { } interval)
            {
                return Decide(interval, lowerIsBetter);
            }

            return Metrics.Of(Metric) is { } declared && IsExact(declared) ? ExactChange(declared, lowerIsBetter) : Change.Undecided;
        }
    }

    /// <summary>Whole interval beyond ±5 %: changed; whole interval within ±5 %: same; otherwise not shown either way.</summary>
    private static Change Decide(Estimate interval, bool lowerIsBetter)
    {
        if (!interval.IsKnown)
        {
            return Change.Undecided;
        }

        if (interval.Low > 1 + Threshold)
        {
            return lowerIsBetter ? Change.Worse : Change.Better;
        }

        if (interval.High < 1 - Threshold)
        {
            return lowerIsBetter ? Change.Better : Change.Worse;
        }

        return interval.Low >= 1 - Threshold && interval.High <= 1 + Threshold ? Change.None : Change.Undecided;
    }

    /// <summary>
    /// A change of at least <see cref="SmallestAllocationChange"/> bytes per operation. Every object on the 64-bit heap is
    /// a multiple of 8 B, so a call that allocates one more or one fewer object moves the figure by at least that much;
    /// a smaller difference comes from one-off allocations averaged over the operations (a thread-pool queue segment, a
    /// timer), which differ from run to run: two quick runs of the same code measured a StartNew send at 160 B and 161 B.
    /// Flags compare as observed or not.
    /// </summary>
    private Change ExactChange(Metric declared, bool lowerIsBetter)
    {
        if (A is not { } a || B is not { } b || !double.IsFinite(a) || !double.IsFinite(b))
        {
            return Change.None;
        }

        var smallest = declared.Unit == MetricUnit.Bytes ? SmallestAllocationChange : 1;
        if (Math.Abs(b - a) < smallest)
        {
            return Change.None;
        }

        return b > a == lowerIsBetter ? Change.Worse : Change.Better;
    }

    /// <summary>
    /// Deterministic figures: bytes allocated repeat to within one object, and a flag (deadlocked, same instance) is
    /// observed or not, so a difference that large is a change; a spread of rounds (<see cref="Metric.IsSpread"/>) is shown
    /// like other summaries, not judged. Keys the registry does not know are plain numbers, so never exact.
    /// </summary>
    private static bool IsExact(Metric declared) => declared is { Unit: MetricUnit.Bytes or MetricUnit.Flag, IsSpread: false };

    /// <summary>Samples of one metric in both runs, compared by the engine that judges claims.</summary>
    public static MetricComparison OfSamples(string measurement, string metric, IReadOnlyList<double> a, IReadOnlyList<double> b) =>
        new(measurement, metric, Median(a), Median(b)) { Interval = PairwiseInterval.Ratio(b, a) };

    private static double Median(IReadOnlyList<double> values)
    {
        var sorted = values.Order().ToArray();
        var middle = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}

public enum Change
{
    /// <summary>No change: within ±5 % with the samples' confidence, equal exact figures, or a metric without a direction.</summary>
    None,
    Better,
    Worse,

    /// <summary>No change detected: the samples cannot tell (interval crosses ±5 %), or the figure has no samples to judge by.</summary>
    Undecided,
}

/// <summary>A claim whose verdict differs between run A and run B.</summary>
public sealed record VerdictChange(string Experiment, ClaimResult A, ClaimResult B);
