using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace AsyncLab.Statistics;

/// <summary>
/// A ratio's interval when its cases were measured in several launches (fresh processes of the same build): the launch is
/// the unit. Each case's launch summary is the median of the logs of that launch's samples; the ratio is the mean of the
/// launch summaries' differences, and its variance is the launch summaries' own, moderated by the experiment's pooled
/// prior (<see cref="ModeratedVariance"/>), with Student's t on the moderated degrees of freedom. The variation between
/// processes is then inside the interval, not only the variation between rounds of one process.
/// </summary>
public static class ModeratedTInterval
{
    /// <summary>The power a count of launches is sized for: a change of the stated size is seen four times in five.</summary>
    private const double FourTimesInFive = 0.8;

    /// <summary>The median of the logs of each launch's samples, in launch order; launches with no positive sample are left out.</summary>
    public static IReadOnlyList<(int Launch, double Summary)> Summaries(IReadOnlyList<double> samples, IReadOnlyList<int> launches)
    {
        if (samples.Count != launches.Count)
        {
            return [];
        }

        return samples.Zip(launches)
            .Where(p => p.First > 0 && double.IsFinite(p.First))
            .GroupBy(p => p.Second)
            .OrderBy(g => g.Key)
            .Select(g => (g.Key, Medians.Of(g.Select(p => Math.Log(p.First)))))
            .ToList();
    }

    /// <summary>
    /// x / y from two cases' launch summaries taken in separate processes or not paired (Welch on the moderated variances).
    /// Unknown with fewer than two launches on a side.
    /// </summary>
    public static Estimate Ratio(IReadOnlyList<double> x, IReadOnlyList<double> y, ModeratedVariance priorX, ModeratedVariance priorY,
        double confidence)
    {
        if (x.Count < 2 || y.Count < 2)
        {
            return Estimate.Unknown;
        }

        var (vx, dx) = Moderated(x, priorX);
        var (vy, dy) = Moderated(y, priorY);
        return Welch(x.Average() - y.Average(), (vx, dx, x.Count), (vy, dy, y.Count), confidence);
    }

    /// <summary>
    /// Welch's interval for a difference of two groups' mean logs (ratio scale out): each group's variance of one launch
    /// summary, its degrees of freedom and its launches; Satterthwaite's degrees of freedom. Unknown where they are not positive.
    /// </summary>
    public static Estimate Welch(double logDifference, (double Variance, double Freedom, int Count) x,
        (double Variance, double Freedom, int Count) y, double confidence)
    {
        var sx = x.Variance / x.Count;
        var sy = y.Variance / y.Count;
        var se2 = sx + sy;
        var freedom = se2 * se2 / ((sx * sx / x.Freedom) + (sy * sy / y.Freedom));
        return Interval(logDifference, se2, freedom, confidence);
    }

    /// <summary>
    /// A ratio from its per-launch log-ratios (each launch's two cases measured in that same process): the mean with a t
    /// interval on the moderated variance of the differences, each case's prior (its residual one, the launch's effect on
    /// every case taken out) doubled for a difference of two cases, the larger of the two cases' readings taken.
    /// </summary>
    /// <param name="priorScale">2 where each prior is a case's (a difference of two cases); 1 where it was fitted on
    /// log-ratios such as these.</param>
    public static Estimate Paired(IReadOnlyList<double> logRatios, ModeratedVariance priorX, ModeratedVariance priorY,
        double confidence, double priorScale = 2)
    {
        if (logRatios.Count < 2)
        {
            return Estimate.Unknown;
        }

        var (variance, freedom) = PairedVariance(logRatios, priorX, priorY, priorScale);
        return Interval(logRatios.Average(), variance / logRatios.Count, freedom, confidence);
    }

    /// <summary>
    /// A ratio from its per-unit log-ratios when the prior was fitted on such log-ratios themselves (every row of one side by
    /// side comparison is a ratio B/A over the same units, so the rows' own spreads are the pool): the mean with a t interval
    /// on the moderated variance, the prior taken as it is.
    /// </summary>
    public static Estimate OfLogRatios(IReadOnlyList<double> logRatios, ModeratedVariance prior, double confidence)
    {
        ArgumentNullException.ThrowIfNull(prior);
        if (logRatios.Count < 2)
        {
            return Estimate.Unknown;
        }

        var (variance, freedom) = prior.Moderate(ModeratedVariance.SampleVariance(logRatios), logRatios.Count - 1);
        return Interval(logRatios.Average(), variance / logRatios.Count, freedom, confidence);
    }

    /// <summary>
    /// The fewest units at which an <see cref="OfLogRatios"/> interval at <paramref name="confidence"/> would leave out 1 four
    /// times in five when the true ratio is <paramref name="logChange"/> away from it, if the units went on moving as these
    /// do (the moderated variance held, its degrees of freedom growing with the units). Read from the spread alone, never
    /// from the estimate, so a gate can choose its rows with it. Null when the spread is unknown; <paramref name="most"/> + 1
    /// when more than that would be needed.
    /// </summary>
    public static int? UnitsToSee(double logChange, IReadOnlyList<double> logRatios, ModeratedVariance prior, double confidence, int most)
    {
        ArgumentNullException.ThrowIfNull(prior);
        if (logRatios.Count < 2 || !(logChange > 0))
        {
            return null;
        }

        var (variance, freedom) = prior.Moderate(ModeratedVariance.SampleVariance(logRatios), logRatios.Count - 1);
        if (!double.IsFinite(variance) || !(freedom > 0))
        {
            return null;
        }

        var borrowed = freedom - (logRatios.Count - 1);
        var level = 1 - ((1 - confidence) / 2);
        var power = new StudentDistribution(1e9).Quantile(FourTimesInFive);
        for (var units = 2; units <= most; units++)
        {
            var t = new StudentDistribution(borrowed + units - 1).Quantile(level);
            if ((t + power) * Math.Sqrt(variance / units) <= logChange)
            {
                return units;
            }
        }

        return most + 1;
    }

    /// <summary>How far a launch moves a ratio, one standard deviation of its per-launch log-ratios as moderated, as a share.</summary>
    public static double Moves(IReadOnlyList<double> logRatios, ModeratedVariance priorX, ModeratedVariance priorY,
        double priorScale = 2)
    {
        return Math.Exp(Math.Sqrt(PairedVariance(logRatios, priorX, priorY, priorScale).Variance)) - 1;
    }

    /// <summary>
    /// The variance of one launch's log-ratio and its degrees of freedom: the launches' own, moderated by each case's prior
    /// (doubled, for a difference of two cases), the larger of the two readings taken.
    /// </summary>
    private static (double Variance, double Freedom) PairedVariance(IReadOnlyList<double> logRatios, ModeratedVariance priorX,
        ModeratedVariance priorY, double priorScale)
    {
        var own = ModeratedVariance.SampleVariance(logRatios);
        var x = priorX.Moderate(own, logRatios.Count - 1, priorScale);
        var y = priorY.Moderate(own, logRatios.Count - 1, priorScale);
        return x.Variance >= y.Variance ? x : y;
    }

    /// <summary>
    /// The fewest launches whose <see cref="Paired"/> interval would reach no further than <paramref name="logHalfWidth"/>
    /// either side of its estimate, if the launches went on moving as these do (the moderated variance held, the degrees of
    /// freedom growing with the launches): what "more launches would decide" comes to as a count. Null when more than
    /// <paramref name="most"/> would be needed, or the spread is unknown.
    /// </summary>
    public static int? LaunchesFor(double logHalfWidth, IReadOnlyList<double> logRatios, ModeratedVariance priorX,
        ModeratedVariance priorY, double confidence, int most, double priorScale = 2)
    {
        if (logRatios.Count < 2 || !(logHalfWidth > 0))
        {
            return null;
        }

        var (variance, freedom) = PairedVariance(logRatios, priorX, priorY, priorScale);
        if (!double.IsFinite(variance) || !(freedom > 0))
        {
            return null;
        }

        var borrowed = freedom - (logRatios.Count - 1);
        var level = 1 - ((1 - confidence) / 2);
        // t is never below the normal quantile, so no count below the normal's answer can do: start there.
        var z = new StudentDistribution(1e9).Quantile(level);
        var fewest = Math.Max(logRatios.Count + 1, (int)Math.Min(most + 1.0, Math.Floor(z * z * variance / (logHalfWidth * logHalfWidth))));
        for (var launches = fewest; launches <= most; launches++)
        {
            var t = new StudentDistribution(borrowed + launches - 1).Quantile(level);
            if (t * Math.Sqrt(variance / launches) <= logHalfWidth)
            {
                return launches;
            }
        }

        return null;
    }

    /// <summary>
    /// The fewest launches a side at which a Welch ratio of two runs' launch summaries (<see cref="Ratio"/>) would leave out
    /// 1 four times in five when the true ratio is <paramref name="logChange"/> away from it, if each side's launches went on
    /// moving as these do (its moderated variance held, its degrees of freedom growing with its launches): the interval's
    /// half-width at <paramref name="confidence"/> plus 0.842 standard errors within the change. What compare's "can't
    /// tell" would need. Null when the spread is unknown; <paramref name="most"/> + 1 when more than that would be needed.
    /// </summary>
    public static int? WelchLaunchesToSee(double logChange, IReadOnlyList<double> x, IReadOnlyList<double> y,
        ModeratedVariance priorX, ModeratedVariance priorY, double confidence, int most)
    {
        if (x.Count < 2 || y.Count < 2 || !(logChange > 0))
        {
            return null;
        }

        var (vx, dx) = Moderated(x, priorX);
        var (vy, dy) = Moderated(y, priorY);
        if (!double.IsFinite(vx + vy) || !(dx > 0) || !(dy > 0))
        {
            return null;
        }

        var (borrowedX, borrowedY) = (dx - (x.Count - 1), dy - (y.Count - 1));
        var level = 1 - ((1 - confidence) / 2);
        var power = new StudentDistribution(1e9).Quantile(FourTimesInFive);
        var z = new StudentDistribution(1e9).Quantile(level);
        var reach = logChange / (z + power);
        // t is never below the normal quantile, so no count below the normal's answer can do: start there.
        var fewest = Math.Max(2, (int)Math.Min(most + 1.0, Math.Floor((vx + vy) / (reach * reach))));
        for (var launches = fewest; launches <= most; launches++)
        {
            var (sx, sy) = (vx / launches, vy / launches);
            var freedom = (sx + sy) * (sx + sy) / ((sx * sx / (borrowedX + launches - 1)) + (sy * sy / (borrowedY + launches - 1)));
            var t = new StudentDistribution(freedom).Quantile(level);
            if ((t + power) * Math.Sqrt(sx + sy) <= logChange)
            {
                return launches;
            }
        }

        return most + 1;
    }

    /// <summary>How far a launch moves one side's summary, one standard deviation of its log as moderated, as a share.</summary>
    public static double LaunchMoves(IReadOnlyList<double> launches, ModeratedVariance prior) =>
        launches.Count < 2 ? double.NaN : Math.Exp(Math.Sqrt(Moderated(launches, prior).Variance)) - 1;

    /// <summary>One side's variance of a launch summary and its degrees of freedom: its launches' own, moderated by its prior.</summary>
    private static (double Variance, double Freedom) Moderated(IReadOnlyList<double> launches, ModeratedVariance prior) =>
        prior.Moderate(ModeratedVariance.SampleVariance(launches), launches.Count - 1);

    private static Estimate Interval(double logPoint, double variance, double freedom, double confidence)
    {
        if (!double.IsFinite(variance) || !(freedom > 0))
        {
            return Estimate.Unknown;
        }

        var half = new StudentDistribution(freedom).Quantile(1 - ((1 - confidence) / 2)) * Math.Sqrt(variance);
        return new Estimate(Math.Exp(logPoint - half), Math.Exp(logPoint), Math.Exp(logPoint + half));
    }

    /// <summary>The median of the logs of <paramref name="samples"/>' positive, finite values; NaN when there are none.</summary>
    public static double LogMedian(IEnumerable<double> samples) =>
        Medians.Of(samples.Where(x => x > 0 && double.IsFinite(x)).Select(x => Math.Log(x)));

    /// <summary>The median of ln(x / y) over the i-th samples of each side paired (turns of one launch), positive pairs only.</summary>
    public static double PairedLogMedian(IEnumerable<double> x, IEnumerable<double> y) =>
        Medians.Of(x.Zip(y).Where(p => p.First > 0 && p.Second > 0).Select(p => Math.Log(p.First / p.Second)));
}
