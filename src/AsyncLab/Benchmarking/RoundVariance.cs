namespace AsyncLab.Benchmarking;

/// <summary>
/// How much a case's rounds disagreed: the share of its iterations' variance (of log time) that lies between rounds, the
/// intraclass correlation of one-way analysis of variance. 0 when a round's iterations are as scattered as all of them; 1
/// when every round ran at a speed of its own and its iterations agreed. It is what made pooling iterations wrong, and
/// why the lab's intervals are computed over rounds: the report shows it so a reader can see how much the rounds differed.
/// </summary>
public static class RoundVariance
{
    /// <param name="rounds">Per round, each iteration's time per operation.</param>
    /// <returns>The share in [0, 1]; NaN with fewer than two rounds of two iterations, or no spread at all.</returns>
    public static double ShareBetweenRounds(IReadOnlyList<IReadOnlyList<double>> rounds)
    {
        var usable = rounds.Where(r => r.Count >= 2 && r.All(v => v > 0)).Select(r => r.Select(v => Math.Log(v)).ToArray()).ToList();
        if (usable.Count < 2)
        {
            return double.NaN;
        }

        var total = usable.Sum(r => r.Length);
        var grand = usable.SelectMany(r => r).Average();
        var means = usable.Select(r => r.Average()).ToArray();
        var between = usable.Select((r, i) => r.Length * Math.Pow(means[i] - grand, 2)).Sum() / (usable.Count - 1);
        var within = usable.Select((r, i) => r.Sum(v => Math.Pow(v - means[i], 2))).Sum() / (total - usable.Count);
        // The average round size, corrected for unequal rounds as one-way ANOVA does.
        var size = (total - (usable.Sum(r => (double)r.Length * r.Length) / total)) / (usable.Count - 1);
        var betweenComponent = Math.Max(0, (between - within) / size);
        var denominator = betweenComponent + within;
        return denominator == 0 ? double.NaN : betweenComponent / denominator;
    }
}
