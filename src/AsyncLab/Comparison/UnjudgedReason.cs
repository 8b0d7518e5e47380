namespace AsyncLab.Comparison;

/// <summary>Why compare cannot say whether a figure changed: what it would need and the runs did not give it.</summary>
public enum UnjudgedReason
{
    /// <summary>One run lacks the figure, or it is not a number.</summary>
    NotInBothRuns,

    /// <summary>
    /// Neither run declares the metric (files written before declarations were recorded), or they declare it differently:
    /// its unit and better direction are unknown, so the row can't tell.
    /// </summary>
    Undeclared,

    /// <summary>Neither higher nor lower is better (a count of requests, the cores used): no change to mark.</summary>
    NoDirection,

    /// <summary>A summary figure (a mean, a percentile) kept without the samples behind it: one observation per run.</summary>
    NoSamples,

    /// <summary>One sample in a run: nothing to measure its noise by.</summary>
    SingleObservation,

    /// <summary>Too few samples (or zeros, which have no ratio) for a finite 99 % interval.</summary>
    TooFewSamples,

    /// <summary>The lab has not measured how far this kind of figure moves between runs (<see cref="BetweenRunSpreads"/>).</summary>
    NoSpreadMeasured,
}
