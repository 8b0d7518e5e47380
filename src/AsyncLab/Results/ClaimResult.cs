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
    string Why);

public enum Verdict
{
    /// <summary>Same direction, magnitude within the stated band.</summary>
    Holds,

    /// <summary>Same direction, magnitude outside the band.</summary>
    Differs,

    /// <summary>The opposite direction, or the effect is absent.</summary>
    Refuted,

    /// <summary>Not checked in this run (profile, platform, failure); the why says which.</summary>
    NotMeasured,
}
