namespace AsyncLab.Statistics;

/// <summary>
/// Paired samples taken one after another (the bursts' turns, the loop's repeats) can be correlated in time: a stretch
/// at one speed holds several consecutive pairs. Read as independent, such pairs give an interval too narrow by the square
/// root of how much the correlation inflates the variance (a lag-1 correlation of 0.6 makes it about 2×). When the
/// pairs are correlated, they are grouped into consecutive blocks and each block's mean is one unit (the batch-means
/// method): blocks long enough that the correlation between neighbours fades, and just enough of them for a rank test.
/// </summary>
public static class BatchMeans
{
    /// <summary>
    /// A lag-1 autocorrelation above this groups the pairs into blocks. Independent pairs show about ±1/√n by chance (±0.05
    /// at 400 turns), so blocks are sometimes formed where none were needed; that costs a little width, never coverage.
    /// </summary>
    public const double CorrelationThreshold = 0.05;

    /// <summary>The fewest blocks a rank interval is computed over: fewer cannot reach the confidences claims are judged at.</summary>
    public const int MinBlocks = 16;

    /// <summary>The units a paired interval is computed over: the values as they are, or their blocks' means.</summary>
    public static IReadOnlyList<double> Units(IReadOnlyList<double> values)
    {
        var length = BlockLength(values);
        return length == 1 ? values : Means(values, length);
    }

    /// <summary>
    /// 1 when the values may be read as independent (correlation at or below the threshold, or too few values to form
    /// <see cref="MinBlocks"/> blocks of two); otherwise as long as leaves <see cref="MinBlocks"/> blocks. Shorter blocks
    /// (√n, the textbook batch-means rule) left neighbouring blocks of 400 turns with a lag-1 correlation of 0.58 still
    /// correlated enough to miss more often than promised in the calibration tests.
    /// </summary>
    public static int BlockLength(IReadOnlyList<double> values)
    {
        var n = values.Count;
        if (n < 2 * MinBlocks || !(Lag1Autocorrelation(values) > CorrelationThreshold))
        {
            return 1;
        }

        return n / MinBlocks;
    }

    /// <summary>The sample autocorrelation of consecutive values; NaN for fewer than three or no spread.</summary>
    public static double Lag1Autocorrelation(IReadOnlyList<double> values)
    {
        var n = values.Count;
        if (n < 3)
        {
            return double.NaN;
        }

        var mean = values.Average();
        var variance = 0.0;
        var lagged = 0.0;
        for (var i = 0; i < n; i++)
        {
            variance += (values[i] - mean) * (values[i] - mean);
            if (i > 0)
            {
                lagged += (values[i] - mean) * (values[i - 1] - mean);
            }
        }

        return variance == 0 ? double.NaN : lagged / variance;
    }

    /// <summary>The means of n / <paramref name="length"/> consecutive blocks of nearly equal length covering every value.</summary>
    public static double[] Means(IReadOnlyList<double> values, int length)
    {
        var count = Math.Max(1, values.Count / length);
        var means = new double[count];
        for (var block = 0; block < count; block++)
        {
            var start = block * values.Count / count;
            var end = (block + 1) * values.Count / count;
            var sum = 0.0;
            for (var i = start; i < end; i++)
            {
                sum += values[i];
            }

            means[block] = sum / (end - start);
        }

        return means;
    }
}
