using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim on how much one figure exceeds another, in the metric's own unit: the Hodges–Lehmann shift of the two cases'
/// samples with its confidence interval, or, for <see cref="ExactValues"/>, the plain difference of two deterministic figures.
/// </summary>
public sealed record ShiftCheck(Metric Metric, CaseSelector Minuend, CaseSelector Subtrahend, Band Holds, Band Side) : IClaimCheck
{
    public bool ExactValues { get; init; }

    public string? Label { get; init; }

    /// <summary>
    /// Where the quantity counts as "no effect" (e.g. <see cref="Band.NoEffectRatio"/>); null when the claim asserts
    /// none.
    /// </summary>
    public Band? NoEffect { get; init; }

    private string Quantity => Label ?? $"{Minuend} − {Subtrahend}";

    private MetricUnit Unit => Metric.Unit;

    public string HoldsWhen =>
        $"{Quantity} in {Holds.Format(Unit)}" + (NoEffect is { } none ? $" (no effect: {none.Format(Unit)})" : string.Empty);

    public IEnumerable<CaseSelector> Cases => [Minuend, Subtrahend];

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) =>
        this with { Minuend = Minuend.With(row), Subtrahend = Subtrahend.With(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        Estimate estimate;
        if (ExactValues)
        {
            estimate = Estimate.Exact(evidence.Value(Minuend, Metric) - evidence.Value(Subtrahend, Metric));
        }
        else
        {
            var x = evidence.Samples(Minuend, Metric);
            var y = evidence.Samples(Subtrahend, Metric);
            estimate = x.Count == 0 || y.Count == 0 ? Estimate.Unknown : HodgesLehmannInterval.Shift(x, y, evidence.Confidence);
        }

        if (!estimate.IsKnown)
        {
            return CheckOutcome.NotMeasured($"{Quantity}: {Metric.Key} not measured for both sides");
        }

        return CheckOutcome.Read(this, estimate, evidence.Confidence, Holds, Side, NoEffect, Unit, estimate.Format(Unit),
            verdict => Verdicts.Describe(verdict, Quantity, estimate, evidence.Confidence, Holds, Side, Unit, NoEffect));
    }
}
