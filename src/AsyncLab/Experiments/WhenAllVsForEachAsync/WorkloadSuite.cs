namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// Seed 004's two suites, items that wait (IO-bound) and items that compute (CPU-bound), the CPU-bound one in two
/// shapes: the lab's item, on which the CPU claims are judged, and the article's own, run beside it.
/// </summary>
public enum WorkloadSuite
{
    /// <summary>Each item awaits Task.Delay; the amount is the delay in milliseconds.</summary>
    Io,

    /// <summary>Each item draws numbers from a generator held in a register; the amount is how many.</summary>
    Cpu,

    /// <summary>The article's item: each draws numbers from Random.Shared; the amount is how many. Shown, not judged.</summary>
    CpuRandomShared,
}

public static class WorkloadSuiteNames
{
    public static string ToName(this WorkloadSuite suite) => suite switch
    {
        WorkloadSuite.Io => "io",
        WorkloadSuite.Cpu => "cpu",
        _ => "cpu-random-shared",
    };

    /// <summary>The results parameter that holds the suite's amount.</summary>
    public static string AmountParameter(this WorkloadSuite suite) => suite == WorkloadSuite.Io ? "delay_ms" : "iterations";

    public static string DescribeAmount(this WorkloadSuite suite, int amount) => suite switch
    {
        WorkloadSuite.Io => $"{amount} ms",
        WorkloadSuite.Cpu => $"{amount:#,0} iterations",
        _ => $"{amount:#,0} Random.Shared draws",
    };
}
