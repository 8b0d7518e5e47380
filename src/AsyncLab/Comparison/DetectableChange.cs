using AsyncLab.Statistics;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace AsyncLab.Comparison;

/// <summary>
/// The smallest change a row would mark in four comparisons out of five, given the noise its two samples showed and
/// the between-run spread of its kind. On the ln(B/A) scale: the interval's half-width h is z·σ, z = 2.576 (99 %,
/// two-sided), so σ = h / z. A change d is marked when its estimate clears both h (the interval leaves no change out)
/// and the spread s; the estimate falls below d − 0.842·σ one time in five, so d = max(h, s) + 0.842·σ.
/// </summary>
public static class DetectableChange
{
    /// <summary>A row that cannot see a change this large says "can't tell" rather than "no change".</summary>
    public const double CantTellAbove = 0.05;

    /// <summary>The change the reports count rows against: how many rows could have seen a 10 % regression.</summary>
    public const double Reference = 0.10;

    /// <summary>The most launches a side <see cref="MetricComparison.LaunchesToSeeReference"/> counts up to.</summary>
    public const int MostLaunches = 1000;

    private const double TwoSided99 = 2.5758293035489;
    private const double OneSided80 = 0.8416212335729;

    /// <summary>The half-width of a ratio interval on the ln scale; null when the interval is not a finite, positive range.</summary>
    public static double? LogHalfWidth(Estimate interval) =>
        interval is { IsKnown: true, Low: > 0 } && double.IsFinite(interval.High) && double.IsFinite(interval.Low)
            ? (Math.Log(interval.High) - Math.Log(interval.Low)) / 2
            : null;

    /// <summary>The detectable change as a fraction (0.14 is ±14 %); null when the interval has no finite width.</summary>
    public static double? Of(Estimate interval, BetweenRunSpread spread)
    {
        if (LogHalfWidth(interval) is not { } h)
        {
            return null;
        }

        var sigma = h / TwoSided99;
        return Math.Exp(Math.Max(h, spread.LogSpread) + (OneSided80 * sigma)) - 1;
    }

    /// <summary>
    /// On the ln scale, the smallest change a row judged against its kind's spread would mark four times in five, from
    /// its interval's half-width <paramref name="logHalfWidth"/> at <paramref name="confidence"/> (two-sided).
    /// </summary>
    public static double Reach(double logHalfWidth, BetweenRunSpread spread, double confidence)
    {
        var z = new StudentDistribution(1e9).Quantile(1 - ((1 - confidence) / 2));
        return Math.Max(logHalfWidth, spread.LogSpread) + (OneSided80 * logHalfWidth / z);
    }

    /// <summary>
    /// The smallest change an interval alone would mark four times in five (a row judged over launches, whose interval
    /// holds the between-process variation itself); null for an interval without finite ends.
    /// </summary>
    public static double? Of(Estimate interval) =>
        LogHalfWidth(interval) is { } h ? Math.Exp(h + (OneSided80 * h / TwoSided99)) - 1 : null;
}
