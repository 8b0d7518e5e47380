namespace AsyncLab.Html;

/// <summary>What a metric's number counts: it decides how reports, comparisons and chart axes print it.</summary>
public enum MetricUnit
{
    /// <summary>A plain number, and what a key its run does not declare (an older results.json) is read as.</summary>
    Number,

    /// <summary>A count of things: requests, entries, threads, cores.</summary>
    Count,

    /// <summary>1 when the thing was observed, 0 when not.</summary>
    Flag,

    Nanoseconds,
    Microseconds,
    Milliseconds,
    Seconds,

    /// <summary>A duration in the work units U of the web and composition experiments (1 U = one unit of simulated work).</summary>
    WorkUnits,

    /// <summary>Managed bytes.</summary>
    Bytes,

    /// <summary>One figure over another, printed as 1.09×.</summary>
    Ratio,

    /// <summary>A share between 0 and 1, printed as a percentage.</summary>
    Fraction,

    /// <summary>A rate: operations or requests per second.</summary>
    PerSecond,
}
