using AsyncLab.Results;

namespace AsyncLab.Reporting.Comparison;

/// <summary>One metric of one measurement in both runs; null where a run did not measure it.</summary>
public sealed record MetricComparison(string Measurement, string Metric, double? A, double? B)
{
    /// <summary>B/A, or null when either side is missing, not a number, or A is zero (0 B → 0 B has no ratio).</summary>
    public double? Ratio => A is { } a && B is { } b && a != 0 && double.IsFinite(a) && double.IsFinite(b) ? b / a : null;

    /// <summary>Whether B is better than A by more than the noise band, worse, or neither (or the metric has no direction).</summary>
    public Change Change
    {
        get
        {
            if (MetricDirection.Of(Metric) is not { } lowerIsBetter || A is not { } a || B is not { } b || !double.IsFinite(a) || !double.IsFinite(b))
            {
                return Change.None;
            }

            if (a == 0)
            {
                // 0 B before and 72 B now has no ratio but is still a change a reader must see.
                return b == 0 ? Change.None : (b > 0 == lowerIsBetter ? Change.Worse : Change.Better);
            }

            var ratio = b / a;
            if (Math.Abs(ratio - 1) <= NoiseBand)
            {
                return Change.None;
            }

            return ratio < 1 == lowerIsBetter ? Change.Better : Change.Worse;
        }
    }

    /// <summary>Changes within ±10 % are not coloured: a shared machine moves that much from run to run.</summary>
    public const double NoiseBand = 0.10;
}

public enum Change
{
    None,
    Better,
    Worse,
}

/// <summary>A claim whose verdict differs between run A and run B.</summary>
public sealed record VerdictChange(string Experiment, ClaimResult A, ClaimResult B);
