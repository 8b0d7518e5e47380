using AsyncLab.Benchmarking;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Running;

namespace AsyncLab.Tests.Benchmarking;

public class BytesPerOperationTests
{
    [Fact]
    public void Of_24BytesEvery49Calls_TheFractionNotZero()
    {
        var bytes = BytesPerOperation.Of(24 * 1_000, 49 * 1_000);

        Assert.Equal(24.0 / 49, bytes!.Value, 1e-12);
    }

    [Fact]
    public void Of_NothingAllocated_Zero()
    {
        Assert.Equal(0, BytesPerOperation.Of(0, 1_000_000));
    }

    [Fact]
    public void Of_DiagnoserCouldNotTell_Null()
    {
        Assert.Null(BytesPerOperation.Of(null, 1_000));
    }

    [Fact]
    public void Of_BytesButNoOperations_Null()
    {
        Assert.Null(BytesPerOperation.Of(24, 0));
    }

    [Fact]
    public void Of_GcStatsOf24BytesIn49Calls_UnroundedWhereBenchmarkDotNetRoundsToZero()
    {
        // The line BenchmarkDotNet's engine writes for a measured iteration: collections per generation, bytes, operations.
        var stats = GcStats.Parse("// GC: 0 0 0 24 49");
        var benchmarkCase = BenchmarkConverter.TypeToBenchmarks(typeof(OneBenchmark)).BenchmarksCases[0];

        var bytes = BytesPerOperation.Of(stats, benchmarkCase);

        Assert.Equal(0, stats.GetBytesAllocatedPerOperation(benchmarkCase));
        Assert.Equal(24.0 / 49, bytes!.Value, 1e-12);
    }

    /// <summary>A benchmark class only for a BenchmarkCase to read the runtime from; never run.</summary>
    public class OneBenchmark
    {
        [Benchmark]
        public int Call() => 1;
    }
}
