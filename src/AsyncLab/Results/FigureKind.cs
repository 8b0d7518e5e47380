namespace AsyncLab.Results;

/// <summary>
/// What a figure measures, as far as how much it moves between two runs of the same code is concerned: a metric
/// declares it (<see cref="Metric.Kind"/>), and compare gives figures of one kind one between-run spread.
/// </summary>
public enum FigureKind
{
    /// <summary>Exact figures (bytes per operation, flags) and those of no kind the lab has measured.</summary>
    Other,

    /// <summary>The time of one call, or its inverse, calls per second (a benchmark's iterations, a loop's repeats).</summary>
    TimePerCall,

    /// <summary>Requests served per second under load, or that rate as a share of the ideal.</summary>
    Throughput,

    /// <summary>A request's latency: a mean or a percentile, in milliseconds or work units.</summary>
    Latency,

    /// <summary>An elapsed time in the simulated work units U of the composition and web experiments.</summary>
    WorkUnits,
}
