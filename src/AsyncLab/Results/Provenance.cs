using System.Text.Json.Serialization;

namespace AsyncLab.Results;

/// <summary>
/// Where a claim comes from, so that a reader can tell what an article said from what the lab made of it.
/// <see cref="Cites"/> name entries of the article's file in docs/published (<c>table-1/GetStockPriceForAsync/Ratio</c> for a
/// table cell, <c>text/sync-completion-15pct-slower</c> for a figure given in the prose); a test resolves every one of them.
/// </summary>
/// <param name="Kind">Seed, derived or lab.</param>
/// <param name="Seed">The article, as the lab names it ("000/001" for the one article kept in two languages); null for lab.</param>
/// <param name="Cites">The published entries the claim rests on; empty for lab claims.</param>
/// <param name="Note">For derived claims, what the lab read into the numbers; for lab claims, why the lab asks.</param>
public sealed record Provenance(ProvenanceKind Kind, string? Seed, IReadOnlyList<string> Cites, string Note)
{
    /// <summary>The article makes the claim.</summary>
    public static Provenance Article(string seed, params string[] cites) => new(ProvenanceKind.Seed, seed, cites, "");

    /// <summary>The lab reads the claim into the article's figures; <paramref name="reading"/> says how.</summary>
    public static Provenance Reading(string seed, string reading, params string[] cites) =>
        new(ProvenanceKind.Derived, seed, cites, reading);

    /// <summary>The lab's own question; <paramref name="why"/> says what it adds to the articles.</summary>
    public static Provenance Lab(string why) => new(ProvenanceKind.Lab, null, [], why);

    /// <summary>
    /// The short form in tables: "seed 000/001", "derived from seed 004", "lab" (results.json keeps it as the claim's
    /// source).
    /// </summary>
    [JsonIgnore]
    public string Label => Kind switch
    {
        ProvenanceKind.Seed => $"seed {Seed}",
        ProvenanceKind.Derived => $"derived from seed {Seed}",
        _ => "lab",
    };

    /// <summary>The long form: the label, the cited entries and the note.</summary>
    public string Describe()
    {
        var cites = Cites.Count == 0 ? "" : " (" + string.Join("; ", Cites) + ")";
        return Note.Length == 0 ? Label + cites : $"{Label}{cites}: {Note}";
    }
}
