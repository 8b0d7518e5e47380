using AsyncLab.Scenarios.WhenAllVsForEachAsync;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// A way of running the batch: its id in results, its BenchmarkDotNet method (null in the IO suite, which
/// <see cref="TimerBoundCalls"/> times), and the call itself.
/// </summary>
public sealed record FanOutMethod(string Id, string? BenchmarkMethod, Func<int, Func<int, CancellationToken, ValueTask>, Task> Run);

/// <summary>The article's two methods in each suite, plus the lab's corrected one.</summary>
public static class FanOutMethods
{
    public const string WhenAll = "whenall";
    public const string ForEachAsync = "foreachasync";
    public const string ForEachAsyncOneWorkerPerItem = "foreachasync-dop-items";
    public const string WhenAllOverTaskRun = "whenall-taskrun";

    public static IReadOnlyList<FanOutMethod> Io { get; } =
    [
        new(WhenAll, null, FanOut.WhenAllAsync),
        new(ForEachAsync, null, FanOut.ForEachAsync),
        new(ForEachAsyncOneWorkerPerItem, null, (count, item) => FanOut.ForEachAsync(count, count, item)),
    ];

    public static IReadOnlyList<FanOutMethod> Cpu { get; } =
    [
        new(WhenAll, nameof(SimulatedCpuBenchmarks.WhenAll), FanOut.WhenAllAsync),
        new(ForEachAsync, nameof(SimulatedCpuBenchmarks.ForEachAsync), FanOut.ForEachAsync),
        new(WhenAllOverTaskRun, nameof(SimulatedCpuBenchmarks.WhenAllOverTaskRun), FanOut.WhenAllOverTaskRunAsync),
    ];

    /// <summary>The article's shape of the CPU-bound suite: its two methods over its own item.</summary>
    public static IReadOnlyList<FanOutMethod> CpuRandomShared { get; } =
    [
        new(WhenAll, nameof(RandomSharedCpuBenchmarks.WhenAll), FanOut.WhenAllAsync),
        new(ForEachAsync, nameof(RandomSharedCpuBenchmarks.ForEachAsync), FanOut.ForEachAsync),
    ];

    public static IReadOnlyList<FanOutMethod> Of(WorkloadSuite suite) => suite switch
    {
        WorkloadSuite.Io => Io,
        WorkloadSuite.Cpu => Cpu,
        _ => CpuRandomShared,
    };

    public static Func<int, CancellationToken, ValueTask> Item(WorkloadSuite suite, int amount) => suite switch
    {
        WorkloadSuite.Io => SimulatedWork.Io(amount),
        WorkloadSuite.Cpu => SimulatedWork.CpuInRegisters(amount),
        _ => SimulatedWork.Cpu(amount),
    };
}
