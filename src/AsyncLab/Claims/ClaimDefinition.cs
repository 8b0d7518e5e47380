using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// A claim as data: its id, where it comes from, the sentence, the published figure (labelled as such in every output),
/// the check that tests it (figures read, band, claimed side) and what each verdict means. The band printed in the
/// reports is <see cref="HoldsWhen"/>, which is the band the check uses.
/// </summary>
public sealed record ClaimDefinition(string Id, string Source, string Statement, string Published, IClaimCheck Check, ClaimReading Reading)
{
    public const string LabSource = "lab";

    /// <summary>Legacy shape: the experiment judges the claim itself (see <see cref="LegacyCheck"/>).</summary>
    public ClaimDefinition(string id, string source, string statement, string published, string holdsWhen)
        : this(id, source, statement, published, new LegacyCheck(holdsWhen), ClaimReading.None)
    {
    }

    public bool IsLegacy => Check is LegacyCheck;

    /// <summary>Legacy: a verdict an experiment reached itself.</summary>
    public ClaimResult Judged(Verdict verdict, string measured, string why) =>
        new(Id, Source, Statement, Published, measured, verdict, why) { HoldsWhen = HoldsWhen };

    public string HoldsWhen => Check.HoldsWhen;

    public ClaimResult Judge(ClaimEvidence evidence)
    {
        var outcome = Check.Evaluate(evidence);
        if (outcome.Verdict == Verdict.NotMeasured)
        {
            return NotMeasured(outcome.Figures);
        }

        var reading = Reading.For(outcome.Verdict);
        var why = reading.Length == 0 ? outcome.Figures : $"{outcome.Figures}: {reading}";
        var estimate = outcome.Estimate;
        return new ClaimResult(Id, Source, Statement, Published, outcome.Measured, outcome.Verdict, why)
        {
            HoldsWhen = HoldsWhen,
            Interval = new ClaimInterval(estimate.Low, estimate.Point, estimate.High, outcome.Band.Low, outcome.Band.High,
                outcome.Unit.ToString(), estimate.IsExact ? 1.0 : PairwiseInterval.DefaultConfidence),
        };
    }

    public ClaimResult NotMeasured(string why) =>
        new(Id, Source, Statement, Published, "—", Verdict.NotMeasured, why) { HoldsWhen = HoldsWhen };
}
