namespace AsyncLab.Results;

/// <summary>Where a claim comes from; see <see cref="Provenance"/>.</summary>
public enum ProvenanceKind
{
    /// <summary>The article says it: a sentence or a figure, cited by table cell or text figure.</summary>
    Seed,

    /// <summary>The lab's reading of an article's numbers: the article prints the figures but does not draw this conclusion.</summary>
    Derived,

    /// <summary>The lab's own question, which no article asks.</summary>
    Lab,
}
