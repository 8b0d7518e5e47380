using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim that one ratio is smaller (or larger) than another, e.g. "the gain at 200 users is below the gain at 25":
/// the quotient of the two <see cref="RatioCheck"/> estimates, whose interval runs from the lowest to the highest quotient
/// of their intervals' ends. Each ratio spends half of this check's error, so the quotient's interval holds at this
/// check's confidence at least (conservative).
/// </summary>
public sealed record GainComparisonCheck(RatioCheck Numerator, RatioCheck Denominator, Band Holds, Band Side, string Label) : IClaimCheck
{
    public string HoldsWhen => $"{Label} in {Holds.Format(MetricUnit.Ratio)}";

    public IEnumerable<CaseSelector> Cases => Numerator.Cases.Concat(Denominator.Cases).Distinct();

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) =>
        this with { Numerator = (RatioCheck)Numerator.ForRow(row), Denominator = (RatioCheck)Denominator.ForRow(row) };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var half = evidence.ForPartOf(2);
        var top = Numerator.Evaluate(half);
        var bottom = Denominator.Evaluate(half);
        if (!top.Estimate.IsKnown || !bottom.Estimate.IsKnown)
        {
            return CheckOutcome.NotMeasured($"{Label}: {top.Figures}; {bottom.Figures}");
        }

        var estimate = Quotient(top.Estimate, bottom.Estimate);
        return CheckOutcome.Read(
            this, estimate, evidence.Confidence, Holds, Side, null, MetricUnit.Ratio, estimate.Format(MetricUnit.Ratio),
            verdict => $"{Verdicts.Describe(verdict, Label, estimate, evidence.Confidence, Holds, Side, MetricUnit.Ratio)} " +
                $"(from {top.Measured} over {bottom.Measured})");
    }

    /// <summary>a / b with the widest interval the two intervals allow; unbounded when b's interval reaches 0.</summary>
    public static Estimate Quotient(Estimate a, Estimate b)
    {
        if (b.Low <= 0)
        {
            return new Estimate(double.NegativeInfinity, a.Point / b.Point, double.PositiveInfinity);
        }

        var ends = new[] { a.Low / b.Low, a.Low / b.High, a.High / b.Low, a.High / b.High }.Where(e => !double.IsNaN(e)).ToArray();
        return ends.Length < 4
            ? new Estimate(double.NegativeInfinity, a.Point / b.Point, double.PositiveInfinity)
            : new Estimate(ends.Min(), a.Point / b.Point, ends.Max());
    }
}
