using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// A round's bytes per operation as BenchmarkDotNet measured them, before it rounds them: its own
/// GetBytesAllocatedPerOperation rounds to a whole byte, so a case that allocates 24 B every 49 calls reads 0 B there.
/// </summary>
public static class BytesPerOperation
{
    /// <summary>Total bytes over total operations of the round's measured iteration; null when the diagnoser could not tell.</summary>
    public static double? Of(GcStats stats, BenchmarkCase benchmarkCase)
    {
        // BenchmarkDotNet's own rule for its rounded figure: the allocation quantum's side effects are left out only on
        // runtimes older than .NET Core 2.0 (later ones count allocations exactly), so the two figures count the same bytes.
        var excludeQuantum = benchmarkCase.GetRuntime().RuntimeMoniker <= RuntimeMoniker.NetCoreApp20;
        return Of(stats.GetTotalAllocatedBytes(excludeQuantum), stats.TotalOperations);
    }

    /// <param name="totalBytes">Bytes allocated over the iteration; null when unknown.</param>
    /// <param name="totalOperations">Operations the iteration ran.</param>
    public static double? Of(long? totalBytes, long totalOperations) => totalBytes switch
    {
        null => null,
        0 => 0,
        _ when totalOperations <= 0 => null,
        { } bytes => (double)bytes / totalOperations,
    };
}
