using AsyncLab.Running;
using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>Turns BenchmarkDotNet's run events into the lab's progress steps.</summary>
internal sealed class ProgressEventProcessor(IProgress<ExperimentProgress> progress) : EventProcessor
{
    private int total;
    private int done;

    public override void OnStartRunBenchmarksInType(Type type, IReadOnlyList<BenchmarkCase> benchmarks)
    {
        total += benchmarks.Count;
    }

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        progress.Report(new ExperimentProgress($"benchmark {Describe(benchmarkCase)}", done, total));
    }

    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        done++;
        progress.Report(new ExperimentProgress($"benchmark {Describe(benchmarkCase)}", done, total));
    }

    private static string Describe(BenchmarkCase benchmarkCase)
    {
        var parameters = benchmarkCase.HasParameters ? " " + benchmarkCase.Parameters.DisplayInfo : string.Empty;
        return benchmarkCase.Descriptor.WorkloadMethod.Name + parameters;
    }
}
