using AsyncLab.Benchmarking;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>This run's figures for each variant: the loop's summary and BenchmarkDotNet's figure for the same method.</summary>
public sealed class LoopFigures(IReadOnlyDictionary<string, LoopSummary> loops, IReadOnlyDictionary<string, BenchmarkFigure> benchmarks)
{
    public LoopSummary Loop(string variant) => loops[variant];

    public double LoopsPerSecond(string variant) => loops[variant].MedianLoopsPerSecond;

    public double BytesPerLoop(string variant) => loops[variant].MedianBytesPerLoop;

    public BenchmarkFigure? Benchmark(string variant) => benchmarks.GetValueOrDefault(variant);

    public IEnumerable<string> Variants => loops.Keys;
}
