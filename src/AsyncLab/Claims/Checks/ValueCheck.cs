using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;

namespace AsyncLab.Claims.Checks;

/// <summary>
/// A claim on one deterministic figure of one case: bytes per call, a count, a share, or a yes/no outcome recorded as 1 or 0.
/// Read exactly: the figure has no sampling error to speak of (allocations repeat to the byte; a deadlock happens or not).
/// The figure, its band and the why line are in the metric's own unit, as the registry declares it.
/// </summary>
public sealed record ValueCheck(Metric Metric, CaseSelector Case, Band Holds, Band Side) : IClaimCheck
{
    public string? Label { get; init; }

    private string Quantity => Label ?? $"{Case} {Metric.Key}";

    private MetricUnit Unit => Metric.Unit;

    public string HoldsWhen => Unit == MetricUnit.Flag
        ? $"{Quantity}: {Holds.Format(Unit)}"
        : $"{Quantity} {(Holds.Low == Holds.High ? "=" : "in")} {Holds.Format(Unit)}";

    public IEnumerable<CaseSelector> Cases => [Case];

    public IClaimCheck ForRow(IReadOnlyDictionary<string, string> row) => this with { Case = Case.With(row) };

    /// <summary>A yes/no outcome (a <see cref="MetricUnit.Flag"/> metric): holds when the metric is 1, refuted when 0.</summary>
    public static ValueCheck Yes(Metric metric, CaseSelector selector, string label) =>
        new(metric, selector, Band.Exactly(1), Band.Exactly(1)) { Label = label };

    public CheckOutcome Evaluate(ClaimEvidence evidence)
    {
        var value = evidence.Value(Case, Metric);
        if (double.IsNaN(value))
        {
            return CheckOutcome.NotMeasured($"{Quantity}: not measured");
        }

        var estimate = Estimate.Exact(value);
        return CheckOutcome.Read(this, estimate, 1, Holds, Side, null, Unit, Unit.Format(value),
            verdict => Verdicts.Describe(verdict, Quantity, estimate, 1, Holds, Side, Unit));
    }
}
