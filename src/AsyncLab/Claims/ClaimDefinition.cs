using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// A claim as data: its id, where it comes from, the sentence, the published figure (labelled as such in every output),
/// the check that tests it (figures read, band, claimed side) and what each verdict means. The band printed in the
/// reports is <see cref="HoldsWhen"/>, which is the band the check uses. An experiment's claims take their words from
/// <see cref="ClaimTexts"/> (the JSON beside them) and keep in C# what is computed: the check.
/// </summary>
public sealed record ClaimDefinition(
    string Id,
    Provenance Provenance,
    string Statement,
    string Published,
    IClaimCheck Check,
    ClaimReading Reading)
{
    /// <summary>A claim whose statement, published figure and reading are its entry in <see cref="ClaimTexts"/>.</summary>
    public ClaimDefinition(string id, Provenance provenance, IClaimCheck check)
        : this(id, provenance, ClaimTexts.For(id), check)
    {
    }

    private ClaimDefinition(string id, Provenance provenance, ClaimText text, IClaimCheck check)
        : this(id, provenance, text.Statement, text.Published, check, text.Reading)
    {
    }

    /// <summary>The short provenance ("seed 000/001", "derived from seed 004", "lab") that tables show.</summary>
    public string Source => Provenance.Label;

    public string HoldsWhen => Check.HoldsWhen;

    public ClaimResult Judge(ClaimEvidence evidence)
    {
        evidence = evidence.Watched();
        var outcome = Check.Evaluate(evidence);
        if (outcome.Verdict == Verdict.NotMeasured)
        {
            return NotMeasured(outcome.Figures);
        }

        var reading = Reading.For(outcome.Verdict);
        var why = reading.Length == 0 ? outcome.Figures : $"{outcome.Figures}: {reading}";
        if (Provenance.Kind == ProvenanceKind.Seed && outcome.Verdict is Verdict.Differs or Verdict.Refuted)
        {
            why += ". " + AsyncLab.Published.Departures.Sentence(Id);
        }

        var estimate = outcome.Estimate;
        return new ClaimResult(Id, Source, Statement, Published, outcome.Measured, outcome.Verdict, why)
        {
            Provenance = Provenance,
            HoldsWhen = HoldsWhen,
            Parts = outcome.OtherParts.Count > 0 ? outcome.OtherParts : null,
            Cells = evidence.Read is { Count: > 0 } read ? read.Select(m => m.Cell).ToList() : null,
            // The band as the verdict read it: with its tolerance, where it has one.
            Interval = new ClaimInterval(estimate.Low, estimate.Point, estimate.High, outcome.Band.LowestInside, outcome.Band.HighestInside,
                ClaimIntervalUnits.Name(outcome.Unit), estimate.IsExact ? 1.0 : outcome.Confidence),
        };
    }

    public ClaimResult NotMeasured(string why) =>
        new(Id, Source, Statement, Published, "—", Verdict.NotMeasured, why) { Provenance = Provenance, HoldsWhen = HoldsWhen };
}
