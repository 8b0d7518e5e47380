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
    /// <summary>The band in which the claim holds, exactly as the judging engine used it (e.g. "1.00–1.30×").</summary>
    public string? HoldsWhen { get; init; }

    /// <summary>The interval the verdict was read from; null for a claim judged on nothing (not measured).</summary>
    public ClaimInterval? Interval { get; init; }
}

/// <summary>
/// What a verdict was read from: the estimate with its confidence interval (Low = Point = High for an exact figure such as
/// bytes or a yes/no outcome), and the band it was held against, in the claim's unit.
/// </summary>
public sealed record ClaimInterval(double Low, double Point, double High, double BandLow, double BandHigh, string Unit, double Confidence);

public enum Verdict
{
    /// <summary>The whole interval lies inside the band.</summary>
    Holds,

    /// <summary>The whole interval lies on the claimed side, outside the band: the same effect, another magnitude.</summary>
    Differs,

    /// <summary>The whole interval lies on the wrong side, or inside "no effect" for a claim that an effect exists.</summary>
    Refuted,

    /// <summary>The interval crosses an edge of the band or of the claimed side: this run cannot decide.</summary>
    Inconclusive,

    /// <summary>Not checked in this run (profile, platform, failure); the why says which.</summary>
    NotMeasured,
}
