namespace AsyncLab.Watch.Detectors;

/// <summary>
/// Where the lab measures what each problem costs: the experiment and claim a verdict's fix points to. Figures are not
/// written here; `asynclab run web-throughput` measures them on the machine at hand.
/// </summary>
public static class LabExperiments
{
    public const string SyncOverAsync =
        "web-throughput: sync-over-async against async at 200 users " +
        "(claims web-throughput.sync-over-async-starves, web-throughput.true-async-scales); run `asynclab run web-throughput`";

    public const string Starvation =
        "web-throughput: thread growth and p99 latency of sync-over-async at 200 users with the default pool " +
        "(claim web-throughput.sync-over-async-starves)";
}
