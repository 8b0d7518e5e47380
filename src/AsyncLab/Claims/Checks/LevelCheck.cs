using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim on where one case's figure lies against a fixed yardstick, e.g. "serves at least 80 % of users/(2U)", read from
/// its samples rather than from one value, where no second case exists to pair with. Samples that are exchangeable draws
/// (repeats, rounds) are read by their median, with the distribution-free interval of the order statistics around it
/// (the k-th smallest and k-th largest sample, k from the binomial distribution of how many fall below the true median).
/// A load test's seconds are not exchangeable: neighbours move together, and the order statistics of eight correlated
/// seconds cover the median less often than they promise. They are read by their mean level, with the experiment's
/// pooled lag-1 correlation or the test's own where that reads higher, and a variance moderated by the experiment's
/// constant tests (<see cref="AutocorrelatedTInterval.LoadSecondsPrior"/>), as the ratios of two load tests are. Read in
/// the metric's own unit.
/// </summary>
public sealed record LevelCheck(Metric Metric, CaseSelector Case, Band Holds, Band Side) : IClaimCheck
{
    public string? Label { get; init; }

    private string Quantity => Label ?? $"{Case} {(Metric.InTimeOrder ? "mean" : "median")} {Metric.Key}";

    private MetricUnit Unit => Metric.Unit;

    public string HoldsWhen => $"{Quantity} in {Holds.Format(Unit)}";

    public IEnumerable<CaseSelector> Cases => [Case];

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Case = Case.With(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var samples = evidence.Samples(Case, Metric);
        var estimate = Metric.InTimeOrder
            ? AutocorrelatedTInterval.Level(samples, evidence.Confidence,
                AutocorrelatedTInterval.LoadSecondsPrior.Of(evidence.Measurements, Metric))
            : Interval(samples, evidence.Confidence);
        if (!estimate.IsKnown)
        {
            return CheckOutcome.NotMeasured($"{Quantity}: {Metric.Key} not measured");
        }

        return CheckOutcome.Read(this, estimate, evidence.Confidence, Holds, Side, null, Unit, estimate.Format(Unit),
            verdict => Verdicts.Describe(verdict, Quantity, estimate, evidence.Confidence, Holds, Side, Unit));
    }

    /// <summary>
    /// The median of <paramref name="samples"/> and its interval; unbounded when there are too few samples for the
    /// confidence (fewer than 8 at 99 %), unknown when there are none.
    /// </summary>
    public static Estimate Interval(IReadOnlyList<double> samples, double confidence)
    {
        if (samples.Count == 0 || samples.Any(double.IsNaN))
        {
            return Estimate.Unknown;
        }

        var sorted = samples.Order().ToArray();
        var n = sorted.Length;
        var point = n % 2 == 1 ? sorted[n / 2] : (sorted[(n / 2) - 1] + sorted[n / 2]) / 2;
        var k = LowerRank(n, confidence);
        return k < 1
            ? new Estimate(double.NegativeInfinity, point, double.PositiveInfinity)
            : new Estimate(sorted[k - 1], point, sorted[n - k]);
    }

    /// <summary>The largest k with P(B ≤ k − 1) ≤ (1 − confidence) / 2 for B ~ Binomial(n, ½); 0 when none.</summary>
    public static int LowerRank(int n, double confidence)
    {
        var tail = (1 - confidence) / 2;
        // Probabilities summed in log space from P(B = 0) = 2^−n, which underflows a double past about a thousand samples.
        var logPmf = -n * Math.Log(2);
        var below = 0.0;
        var k = 0;
        for (var j = 0; j <= n / 2; j++)
        {
            below += Math.Exp(logPmf);
            if (below > tail)
            {
                break;
            }

            k = j + 1;
            logPmf += Math.Log((double)(n - j) / (j + 1));
        }

        return k;
    }
}
