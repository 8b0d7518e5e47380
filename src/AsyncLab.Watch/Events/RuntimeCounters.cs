namespace AsyncLab.Watch.Events;

/// <summary>The names of the System.Runtime counters the detectors read.</summary>
public static class RuntimeCounters
{
    public const string PoolThreads = "threadpool-thread-count";
    public const string QueueLength = "threadpool-queue-length";
    public const string Cpu = "cpu-usage";
}
