using AsyncLab.Results;

namespace AsyncLab.Claims;

/// <summary>
/// A claim as the catalog knows it before anything runs: its id, where it comes from, the sentence,
/// the published figure (labelled as such in every output) and the band for which it holds.
/// </summary>
public sealed record ClaimDefinition(string Id, string Source, string Statement, string Published, string HoldsWhen)
{
    public const string LabSource = "lab";

    public ClaimResult Judged(Verdict verdict, string measured, string why) =>
        new(Id, Source, Statement, Published, measured, verdict, why);

    public ClaimResult NotMeasured(string why) =>
        new(Id, Source, Statement, Published, "—", Verdict.NotMeasured, why);
}
