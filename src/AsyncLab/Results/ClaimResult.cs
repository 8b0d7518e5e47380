namespace AsyncLab.Results;

/// <summary>
/// A published sentence turned into a check: the figure the article gave, the figure this run measured,
/// the verdict computed from them, and one line on why.
/// </summary>
public sealed record ClaimResult(
    string Id,
    string Source,
    string Statement,
    string Published,
    string Measured,
    Verdict Verdict,
    string Why)
{
    /// <summary>Where the claim comes from, in full; null in results written before provenance was recorded.</summary>
    public Provenance? Provenance { get; init; }

    /// <summary>The band in which the claim holds, exactly as the judging engine used it (e.g. "1.00–1.30×").</summary>
    public string? HoldsWhen { get; init; }

    /// <summary>The interval the verdict was read from; null for a claim judged on nothing (not measured).</summary>
    public ClaimInterval? Interval { get; init; }

    /// <summary>
    /// For a claim of several parts, the figures of every part but the one that decided the verdict (that one is
    /// <see cref="Why"/>); null for a claim of one part and in files written before parts were kept apart.
    /// </summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? Parts { get; init; }

    /// <summary>
    /// The cells of the experiment's table the verdict was read from (variant and parameters); null when nothing was
    /// read and in older files.
    /// </summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public IReadOnlyList<string>? Cells { get; init; }
}
