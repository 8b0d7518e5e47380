using AsyncLab.Results;

namespace AsyncLab.Reporting;

public static class VerdictText
{
    /// <summary>Where a claim comes from, with what it cites; the short source of results written before provenance was kept.</summary>
    public static string ProvenanceText(this ClaimResult claim) => claim.Provenance?.Describe() ?? claim.Source;

    /// <summary>seed, derived or lab; inferred from the short source for results written before provenance was kept.</summary>
    public static ProvenanceKind KindOf(this ClaimResult claim) => claim.Provenance?.Kind
        ?? (claim.Source.StartsWith("seed", StringComparison.Ordinal) ? ProvenanceKind.Seed : ProvenanceKind.Lab);

    /// <summary>seed, derived or lab: the spelling results.json uses.</summary>
    public static string Name(this ProvenanceKind kind) => kind.ToString().ToLowerInvariant();

    /// <summary>Each provenance kind with its claims' verdict counts, in the enum's order, for both reports' summary table.</summary>
    public static IEnumerable<(ProvenanceKind Kind, IReadOnlyDictionary<Verdict, int> Counts)> CountByProvenance(
        IReadOnlyList<ClaimResult> claims) =>
        Enum.GetValues<ProvenanceKind>().Select(kind => (kind, Count(claims.Where(c => c.KindOf() == kind))));

    /// <summary>
    /// The article's own sentence for a seed claim, verbatim in its language, with the lab's English reading:
    /// «…» (seed 001: "…"); "—" for a claim the lexicon quotes nothing for.
    /// </summary>
    public static string Quote(string claim) => Published.HedgeLexicon.QuoteFor(claim) is { } quote
        ? $"«{quote.Text}» (seed {quote.Seed}: \"{quote.English}\")"
        : "—";

    /// <summary>What each kind means, in a line for the reports.</summary>
    public const string ProvenanceLegend =
        "seed: the article says it (cited by table cell or text figure, see docs/published) · " +
        "derived: the lab's reading of an article's figures · lab: the lab's own question";

    /// <summary>The verdicts in the order every count table shows them.</summary>
    public static IReadOnlyList<Verdict> Columns { get; } =
        [Verdict.Holds, Verdict.Differs, Verdict.Refuted, Verdict.Borderline, Verdict.Splits, Verdict.Inconclusive, Verdict.NotMeasured];

    /// <summary>A verdict as a column head or a count's label: "not measured" rather than its file name.</summary>
    public static string Label(Verdict verdict) => verdict == Verdict.NotMeasured ? "not measured" : verdict.Name();

    /// <summary>The counts of <see cref="Columns"/> as one sentence: "31 holds, 5 differs, …".</summary>
    public static string Sentence(IReadOnlyDictionary<Verdict, int> counts) =>
        string.Join(", ", Columns.Select(v => $"{counts[v]} {Label(v)}"));

    public static IReadOnlyDictionary<Verdict, int> Count(IEnumerable<ClaimResult> claims) =>
        Enum.GetValues<Verdict>().ToDictionary(v => v, v => claims.Count(c => c.Verdict == v));
}
