namespace AsyncLab.Claims;

/// <summary>The unit a claim's quantity is stated in; it decides how figures, intervals and bands print.</summary>
public enum ClaimUnit
{
    /// <summary>A ratio of two figures: 1.09×.</summary>
    Times,

    /// <summary>Managed bytes per operation.</summary>
    Bytes,

    /// <summary>A time in nanoseconds, printed in the largest fitting unit (ns, µs, ms, s).</summary>
    Nanoseconds,

    /// <summary>A share between 0 and 1, printed as a percentage.</summary>
    Fraction,

    /// <summary>A count of things (threads, items, entries).</summary>
    Count,

    /// <summary>A duration in work units U of the web experiments: 1 U = one unit of work.</summary>
    WorkUnits,

    /// <summary>1 when the claimed outcome was observed, 0 when not.</summary>
    YesNo,
}
