namespace AsyncLab.Results;

/// <summary>Which way a metric moves when things improve; comparisons of two runs mark changes better or worse by it.</summary>
public enum MetricBetter
{
    /// <summary>Neither way is better (a ratio between variants, a thread count).</summary>
    Neither,

    /// <summary>Times, bytes, failures.</summary>
    Lower,

    /// <summary>Throughput, operations per second.</summary>
    Higher,
}
