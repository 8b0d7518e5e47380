using Perfolizer.Mathematics.Distributions.ContinuousDistributions;

namespace AsyncLab.Claims;

/// <summary>
/// The ratio of two load tests' throughput read from their seconds, which are not independent draws: a closed loop's
/// queue carries over from one second to the next, and a machine that holds one of two speeds for about a second moves
/// neighbouring seconds together. Read as independent (<see cref="PairwiseInterval"/>), eight seconds with a lag-1
/// correlation of 0.6 missed the true ratio in about 14 % of simulated runs at "99 %". So each test's seconds are cut into
/// a few consecutive blocks, each block's mean throughput one unit (the batch-means method of <see cref="SerialBlocks"/>),
/// and the ratio is Welch's t interval on the logs of the blocks' means. Load tests are far too short for the rank
/// intervals <see cref="SerialBlocks"/> uses (a quick test has 8 seconds): only a t interval, whose few degrees of freedom
/// widen it honestly, reaches 99 % on two to four blocks. Only long tests whose seconds show no correlation keep the
/// seconds as units; the lag-1 correlation of 8 seconds is too noisy (about ±0.35) and too biased to tell.
/// </summary>
public static class SerialSeconds
{
    /// <summary>
    /// The fewest seconds a block covers where the test has enough of them: blocks shorter than this leave neighbouring
    /// blocks' means correlated (about 0.94 / length at a lag-1 correlation of 0.6), and the calibration tests missed more
    /// often than promised with 5 blocks of 4 seconds in 21.
    /// </summary>
    public const int MinBlockSeconds = 7;

    /// <summary>
    /// The most blocks a test is cut into. More blocks give more degrees of freedom but, at a fixed share of correlation
    /// between neighbours, less of the slack that absorbs it: 7 blocks of 60 seconds missed 2.1 % at a lag-1 of 0.6, 4 blocks 0.9 %.
    /// </summary>
    public const int MaxBlocks = 4;

    /// <summary>The fewest seconds a test needs for an interval: two blocks of two.</summary>
    public const int MinSeconds = 4;

    /// <summary>
    /// x / y for two load tests' seconds in time order (<paramref name="inTimeOrder"/>); for samples that are exchangeable
    /// draws (rounds, repeats), the two-sample rank interval as before. Unbounded when either test is too short for an
    /// interval, or a block served nothing.
    /// </summary>
    public static Estimate Ratio(IReadOnlyList<double> x, IReadOnlyList<double> y, double confidence, bool inTimeOrder)
    {
        if (!inTimeOrder || Independent(x, y))
        {
            return PairwiseInterval.Ratio(x, y, confidence);
        }

        var top = Blocks(x);
        var bottom = Blocks(y);
        if (top.Length < 2 || bottom.Length < 2 || top.Concat(bottom).Any(mean => !(mean > 0)))
        {
            // Too few independent units (or a block of zeros, whose log is unbounded): claim no precision.
            var point = PairwiseInterval.Ratio(x, y, confidence).Point;
            return double.IsNaN(point) ? Estimate.Unknown : new Estimate(double.NegativeInfinity, point, double.PositiveInfinity);
        }

        return Welch(Array.ConvertAll(top, Math.Log), Array.ConvertAll(bottom, Math.Log), confidence);
    }

    /// <summary>
    /// How many blocks a test of <paramref name="seconds"/> is cut into: blocks of <see cref="MinBlockSeconds"/> or more,
    /// at least two (8 seconds make two blocks of 4, whose t interval on 1 to 2 degrees of freedom is wide enough to keep
    /// its coverage) and at most <see cref="MaxBlocks"/>; 0 below <see cref="MinSeconds"/>.
    /// </summary>
    public static int BlockCount(int seconds) =>
        seconds < MinSeconds ? 0 : Math.Clamp(seconds / MinBlockSeconds, 2, MaxBlocks);

    /// <summary>
    /// True when both tests are long enough to estimate their lag-1 correlation (as many seconds as
    /// <see cref="SerialBlocks"/> needs turns) and neither shows more than <see cref="SerialBlocks.CorrelationThreshold"/>.
    /// </summary>
    public static bool Independent(IReadOnlyList<double> x, IReadOnlyList<double> y) =>
        x.Count >= 2 * SerialBlocks.MinBlocks && y.Count >= 2 * SerialBlocks.MinBlocks
        && SerialBlocks.Lag1Autocorrelation(x) <= SerialBlocks.CorrelationThreshold
        && SerialBlocks.Lag1Autocorrelation(y) <= SerialBlocks.CorrelationThreshold;

    private static double[] Blocks(IReadOnlyList<double> seconds) =>
        BlockCount(seconds.Count) is var count and > 0 ? SerialBlocks.Means(seconds, seconds.Count / count) : [];

    /// <summary>
    /// exp of Welch's t interval for mean(a) − mean(b), with the Welch–Satterthwaite degrees of freedom: the two tests
    /// may differ in spread (a server held at its cap against one at its limit), and pooling their variances would then
    /// claim degrees of freedom that one of them does not have.
    /// </summary>
    private static Estimate Welch(double[] a, double[] b, double confidence)
    {
        var difference = a.Average() - b.Average();
        var va = Variance(a) / a.Length;
        var vb = Variance(b) / b.Length;
        var error = Math.Sqrt(va + vb);
        if (error == 0)
        {
            return Estimate.Exact(Math.Exp(difference));
        }

        var freedom = (va + vb) * (va + vb) / ((va * va / (a.Length - 1)) + (vb * vb / (b.Length - 1)));
        var t = new StudentDistribution(freedom).Quantile(1 - ((1 - confidence) / 2));
        return new Estimate(Math.Exp(difference - (t * error)), Math.Exp(difference), Math.Exp(difference + (t * error)));
    }

    private static double Variance(double[] values)
    {
        var mean = values.Average();
        return values.Sum(v => (v - mean) * (v - mean)) / (values.Length - 1);
    }
}
