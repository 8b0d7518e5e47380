namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>Seed 004's two suites: items that wait (IO-bound) and items that compute (CPU-bound).</summary>
public enum WorkloadSuite
{
    /// <summary>Each item awaits Task.Delay; the amount is the delay in milliseconds.</summary>
    Io,

    /// <summary>Each item draws random numbers; the amount is how many.</summary>
    Cpu,
}

public static class WorkloadSuiteNames
{
    public static string ToName(this WorkloadSuite suite) => suite == WorkloadSuite.Io ? "io" : "cpu";

    /// <summary>The results parameter that holds the suite's amount.</summary>
    public static string AmountParameter(this WorkloadSuite suite) => suite == WorkloadSuite.Io ? "delay_ms" : "iterations";

    public static string DescribeAmount(this WorkloadSuite suite, int amount) =>
        suite == WorkloadSuite.Io ? $"{amount} ms" : $"{amount:#,0} iterations";
}
