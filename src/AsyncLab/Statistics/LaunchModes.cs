using System.Globalization;
using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace AsyncLab.Statistics;

/// <summary>
/// A figure whose launches fall into two groups far apart: some processes run it at one speed, the others at another
/// (the JIT compiling a hot call from one process's profile otherwise than from the next's). Averaging such launches
/// gives a figure no process showed, so the lab reads each group on its own and says which share of the launches each
/// holds.
/// </summary>
/// <param name="Lower">The group of lower launch summaries (logs), sorted.</param>
/// <param name="Upper">The group of higher ones, sorted.</param>
public sealed record LaunchModes(IReadOnlyList<double> Lower, IReadOnlyList<double> Upper)
{
    /// <summary>
    /// How many standard deviations of a launch's usual move (the larger of what the neighbouring cases' launches show and
    /// what the two groups' own launches show) the gap between the groups must span. Four launches of one mode, their effects
    /// normal and the usual move known, leave a gap this wide about once in 100,000 experiments; the lab's calibration
    /// models (heavy tails, mixed cases, two harnesses) read one mode as two in at most 3 of 2,000 (LaunchCalibrationTests),
    /// and a process that runs a case twice as slow is told apart in more than four runs of five.
    /// </summary>
    public const double Separation = 5;

    /// <summary>The least gap between the groups (as a log): two groups 5 % apart are not worth a reader's attention.</summary>
    public static readonly double LeastGap = Math.Log(1.05);

    /// <summary>The fewest launches in which two groups can be told from a spread: two a group would need four.</summary>
    public const int FewestLaunches = 3;

    public int Launches => Lower.Count + Upper.Count;

    /// <summary>
    /// The two groups of <paramref name="summaries"/> (one figure a launch, on the log scale), split at the widest gap
    /// between neighbouring values, when that gap is at least <see cref="Separation"/> usual moves and
    /// <see cref="LeastGap"/>; null otherwise.
    /// </summary>
    /// <param name="summaries">The launches' summaries (logs).</param>
    /// <param name="expectedVariance">
    /// The variance of a launch summary that the neighbouring cases' launches show; NaN where there are none, and then no
    /// split is read: the groups' own spread, split at their widest gap, is too small a yardstick on its own.
    /// </param>
    public static LaunchModes? Find(IReadOnlyList<double> summaries, double expectedVariance)
    {
        var sorted = summaries.Where(double.IsFinite).Order().ToList();
        if (sorted.Count < FewestLaunches || !double.IsFinite(expectedVariance))
        {
            return null;
        }

        var split = Enumerable.Range(1, sorted.Count - 1).MaxBy(i => sorted[i] - sorted[i - 1]);
        var gap = sorted[split] - sorted[split - 1];
        var modes = new LaunchModes(sorted[..split], sorted[split..]);
        var usual = Math.Sqrt(Math.Max(expectedVariance, modes.WithinVariance()));
        return gap >= Separation * usual && gap >= LeastGap ? modes : null;
    }

    /// <summary>A launch summary's variance about its own group's mean, pooled over both groups (n − 2 degrees of freedom).</summary>
    public double WithinVariance()
    {
        var freedom = Launches - 2;
        return freedom <= 0 ? 0 : (SumOfSquares(Lower) + SumOfSquares(Upper)) / freedom;
    }

    /// <summary>
    /// An interval that covers both groups' true figures (log scale in, ratio scale out): each group's mean with a t interval
    /// on the pooled within-group variance moderated by <paramref name="prior"/>, each at half the error so that both hold
    /// together at <paramref name="confidence"/>. The point is the mean of the group with more launches (the lower on a tie).
    /// </summary>
    /// <param name="prior">The prior the within-group variance is moderated by.</param>
    /// <param name="priorScale">The prior's variance is multiplied by this (2 for a log-ratio of two cases).</param>
    public Estimate Spanning(ModeratedVariance prior, double priorScale, double confidence)
    {
        var (variance, freedom) = prior.Moderate(WithinVariance(), Launches - 2, priorScale);
        if (!double.IsFinite(variance) || !(freedom > 0))
        {
            return Estimate.Unknown;
        }

        var t = new StudentDistribution(freedom).Quantile(1 - ((1 - confidence) / 4));
        var lower = Lower.Average();
        var upper = Upper.Average();
        var point = Upper.Count > Lower.Count ? upper : lower;
        return new Estimate(Math.Exp(lower - (t * Math.Sqrt(variance / Lower.Count))), Math.Exp(point),
            Math.Exp(upper + (t * Math.Sqrt(variance / Upper.Count))));
    }

    /// <summary>A group's figure on the ratio scale: the exponent of its mean.</summary>
    public static double Figure(IReadOnlyList<double> group) => Math.Exp(group.Average());

    /// <summary>"2.4 ns in 2 of 4 launches, 0.57 ns in 2 of 4": each group's figure (the exponent of its mean) and its share.</summary>
    public string Describe(Func<double, string> format) =>
        string.Create(CultureInfo.InvariantCulture,
            $"{format(Figure(Lower))} in {Lower.Count} of {Launches} launches, {format(Figure(Upper))} in " +
                $"{Upper.Count} of {Launches}");

    private static double SumOfSquares(IReadOnlyList<double> values)
    {
        var mean = values.Average();
        return values.Sum(v => (v - mean) * (v - mean));
    }
}
