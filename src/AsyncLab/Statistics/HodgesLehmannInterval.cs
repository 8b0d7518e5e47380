using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;

namespace AsyncLab.Statistics;

/// <summary>
/// Distribution-free estimates of how two samples differ: the Hodges–Lehmann shift (the median of every pairwise
/// difference) and its ratio analogue (the median of every pairwise ratio), each with the confidence interval that
/// inverts the Mann–Whitney test: the k-th smallest and k-th largest pairwise value, k taken from the Mann–Whitney
/// distribution of Perfolizer (BenchmarkDotNet's statistics library). It assumes nothing about the shape of the
/// timings (skewed, with outliers, as benchmark iterations are), only that each sample's values are exchangeable.
/// </summary>
public static class HodgesLehmannInterval
{
    /// <summary>The confidence of a single interval where no claim's schedule sets one (e.g. compare's rows).</summary>
    public const double DefaultConfidence = 0.99;

    // Perfolizer's exact distribution overflows past about 60 values in all; Edgeworth's expansion is then accurate to
    // the third decimal and the normal approximation is the last resort.
    private const int ExactLimit = 60;
    private static readonly MannWhitneyLoefflerExactCdf ExactCdf = new();
    private static readonly MannWhitneyEdgeworthApproxCdf EdgeworthCdf = new();
    private static readonly MannWhitneyNormalApproxCdf NormalCdf = new();

    // The rank depends on the sample sizes and the confidence alone, and a run asks for the same few many times over (every
    // row of a claim, every look); the exact distribution costs far more than a look-up.
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<(int N, int M, double Confidence), int> Ranks = new();

    /// <summary>x / y: the median pairwise ratio and its interval. Pairs whose y is 0 are left out; NaN when none are left.</summary>
    public static Estimate Ratio(IReadOnlyList<double> x, IReadOnlyList<double> y, double confidence = DefaultConfidence)
    {
        var values = new List<double>(x.Count * y.Count);
        foreach (var a in x)
        {
            foreach (var b in y)
            {
                if (b != 0)
                {
                    values.Add(a / b);
                }
            }
        }

        return FromPairs(values, x.Count, y.Count, confidence);
    }

    /// <summary>x − y: the Hodges–Lehmann shift and its interval.</summary>
    public static Estimate Shift(IReadOnlyList<double> x, IReadOnlyList<double> y, double confidence = DefaultConfidence)
    {
        var values = new List<double>(x.Count * y.Count);
        foreach (var a in x)
        {
            foreach (var b in y)
            {
                values.Add(a - b);
            }
        }

        return FromPairs(values, x.Count, y.Count, confidence);
    }

    /// <summary>
    /// The rank k of the interval's lower end among the n·m sorted pairwise values: the largest k with
    /// P(U ≤ k − 1) ≤ (1 − confidence) / 2. Zero when the samples are too small for that confidence.
    /// </summary>
    public static int LowerRank(int n, int m, double confidence) =>
        Ranks.GetOrAdd((n, m, confidence), key => ComputeLowerRank(key.N, key.M, key.Confidence));

    private static int ComputeLowerRank(int n, int m, double confidence)
    {
        var tail = (1 - confidence) / 2;
        // Cdf(n, m, u) is P(U < u), non-decreasing in u; the answer lies in the lower half of U's range [0, n·m].
        var low = 0;
        var high = n * m / 2;
        while (low < high)
        {
            var middle = (low + high + 1) / 2;
            if (Cdf(n, m, middle) <= tail)
            {
                low = middle;
            }
            else
            {
                high = middle - 1;
            }
        }

        return low;
    }

    private static Estimate FromPairs(List<double> values, int n, int m, double confidence)
    {
        if (values.Count == 0 || values.Any(double.IsNaN))
        {
            return Estimate.Unknown;
        }

        values.Sort();
        var point = Medians.OfSorted(values);
        if (values.Count < n * m)
        {
            // Zero denominators were dropped: the ranks then do not match the test's distribution, so claim no precision.
            return new Estimate(double.NegativeInfinity, point, double.PositiveInfinity);
        }

        var k = LowerRank(n, m, confidence);
        return k < 1
            ? new Estimate(double.NegativeInfinity, point, double.PositiveInfinity)
            : new Estimate(values[k - 1], point, values[values.Count - k]);
    }

    private static double Cdf(int n, int m, int u)
    {
        if (n + m <= ExactLimit)
        {
            return ExactCdf.Cdf(n, m, u);
        }

        var approximate = EdgeworthCdf.Cdf(n, m, u);
        return double.IsNaN(approximate) ? NormalCdf.Cdf(n, m, u) : approximate;
    }
}
