namespace AsyncLab.Benchmarking;

/// <summary>
/// Time-per-operation statistics over the iterations of every round of one case, pooled as one sample: each round
/// contributes its iterations, so the median and the interval cover the whole session, not one slot of it.
/// </summary>
/// <param name="ErrorNs">Half-width of the 99.9% confidence interval of the mean (Student's t, as BenchmarkDotNet computes it).</param>
public sealed record MergedTimings(double MeanNs, double MedianNs, double StdDevNs, double ErrorNs, int Count)
{
    /// <param name="rounds">Per round, each iteration's nanoseconds per operation.</param>
    public static MergedTimings Of(IEnumerable<IReadOnlyList<double>> rounds)
    {
        var values = rounds.SelectMany(round => round).ToArray();
        if (values.Length == 0)
        {
            throw new ArgumentException("no iterations to merge", nameof(rounds));
        }

        // BenchmarkDotNet's own Statistics: the same estimators (median, 99.9% interval) as the single-run figures had.
        var statistics = new BenchmarkDotNet.Mathematics.Statistics(values);
        return new MergedTimings(
            statistics.Mean,
            statistics.Median,
            statistics.StandardDeviation,
            statistics.ConfidenceInterval.Margin,
            values.Length);
    }
}
