namespace AsyncLab.Statistics;

/// <summary>
/// The ratio of two samples taken in pairs (x[i] and y[i] measured back to back, the variants taking turns), estimated
/// from the pairs' own ratios: the Hodges–Lehmann estimate of the log-ratios (the median of their Walsh averages) and
/// the interval that inverts the Wilcoxon signed-rank test, both mapped back from logs. Where the two-sample interval
/// (<see cref="HodgesLehmannInterval"/>) takes every value of a sample as exchangeable, this one lets a drift that moves
/// both variants of a pair alike (the machine's speed, the thread pool settling) cancel out, as a paired design allows.
/// Pairs correlated in time are first grouped into blocks (<see cref="BatchMeans"/>), each block's mean log-ratio one unit.
/// </summary>
public static class WilcoxonSignedRankInterval
{
    /// <summary>
    /// The most pairs judged: the exact signed-rank distribution is counted in doubles, and 2^n overflows no double
    /// below n = 1000.
    /// </summary>
    public const int MaxPairs = 1000;

    /// <summary>x[i] / y[i] over the pairs; Unknown when the samples differ in length, are empty, or hold a value ≤ 0 or NaN.</summary>
    public static Estimate Ratio(IReadOnlyList<double> x, IReadOnlyList<double> y, double confidence)
    {
        if (x.Count != y.Count || x.Count == 0 || x.Concat(y).Any(v => !(v > 0)) || x.Count > MaxPairs)
        {
            return Estimate.Unknown;
        }

        var logs = BatchMeans.Units(x.Zip(y, (a, b) => Math.Log(a / b)).ToArray());
        var walsh = new List<double>(logs.Count * (logs.Count + 1) / 2);
        for (var i = 0; i < logs.Count; i++)
        {
            for (var j = i; j < logs.Count; j++)
            {
                walsh.Add((logs[i] + logs[j]) / 2);
            }
        }

        walsh.Sort();
        var point = Math.Exp(Medians.OfSorted(walsh));
        var k = LowerRank(logs.Count, confidence);
        return k < 1
            ? new Estimate(double.NegativeInfinity, point, double.PositiveInfinity)
            : new Estimate(Math.Exp(walsh[k - 1]), point, Math.Exp(walsh[walsh.Count - k]));
    }

    /// <summary>
    /// The rank k of the interval's lower end among the n(n+1)/2 sorted Walsh averages: the largest k with
    /// P(W ≤ k − 1) ≤ (1 − confidence) / 2 for the signed-rank statistic W of n pairs. Zero when n is too small.
    /// </summary>
    public static int LowerRank(int n, double confidence) =>
        Ranks.GetOrAdd((n, confidence), key => ComputeLowerRank(key.N, key.Confidence));

    // Counting the signed-rank distribution of n pairs costs about n³/2 additions (30 million at 400 turns); a run asks for
    // the same few sizes over and over.
    private static readonly System.Collections.Concurrent.ConcurrentDictionary<(int N, double Confidence), int> Ranks = new();

    private static int ComputeLowerRank(int n, double confidence)
    {
        var tail = (1 - confidence) / 2;
        var counts = SignedRankCounts(n);
        var total = Math.Pow(2, n);
        var below = 0.0;
        var k = 0;
        // P(W ≤ w) for w = 0, 1, ...: k − 1 is the last w whose lower tail stays within the allowed error.
        for (var w = 0; w < counts.Length; w++)
        {
            below += counts[w];
            if (below / total > tail)
            {
                break;
            }

            k = w + 1;
        }

        return k;
    }

    /// <summary>counts[w]: how many of the 2^n sign patterns give a signed-rank sum of w (ranks 1..n).</summary>
    private static double[] SignedRankCounts(int n)
    {
        var max = n * (n + 1) / 2;
        var counts = new double[max + 1];
        counts[0] = 1;
        for (var rank = 1; rank <= n; rank++)
        {
            for (var w = max; w >= rank; w--)
            {
                counts[w] += counts[w - rank];
            }
        }

        return counts;
    }
}
