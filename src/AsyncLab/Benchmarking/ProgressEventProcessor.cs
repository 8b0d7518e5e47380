using AsyncLab.Running;
using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// Turns BenchmarkDotNet's run events into the lab's progress steps. One instance serves every round of a session, so
/// done and total count the case runs of all rounds and the bar moves once across the whole session.
/// </summary>
internal sealed class ProgressEventProcessor(IProgress<ExperimentProgress> progress, int rounds) : EventProcessor
{
    private int round;
    private int total;
    private int done;

    private string? extra;

    /// <summary>Where each finished case goes as it finishes, so an interrupted session keeps it; none when not given.</summary>
    public SessionCheckpoint? Checkpoint { get; init; }

    public override void OnStartRunBenchmarksInType(Type type, IReadOnlyList<BenchmarkCase> benchmarks) =>
        Checkpoint?.RoundStarting(benchmarks);

    /// <summary>Called before each round's Run; the first round's case count sets the session's total.</summary>
    public void StartRound(int number, int cases)
    {
        round = number;
        extra = null;
        if (number == 1)
        {
            total = cases * rounds;
        }
    }

    /// <summary>A round beyond the profile's, of the cases an undecided claim needs: the total grows by its cases.</summary>
    public void StartExtraRound(int number, int cases)
    {
        round = number;
        extra = $", extra round {number - rounds} for undecided claims";
        total += cases;
    }

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        progress.Report(new ExperimentProgress(Describe(benchmarkCase), done, total));
    }

    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        done++;
        Checkpoint?.CaseFinished(benchmarkCase, report);
        progress.Report(new ExperimentProgress(Describe(benchmarkCase), done, total));
    }

    private string Describe(BenchmarkCase benchmarkCase)
    {
        var parameters = benchmarkCase.HasParameters ? " " + benchmarkCase.Parameters.DisplayInfo : string.Empty;
        var ofRounds = extra ?? (rounds > 1 ? $", round {round} of {rounds}" : string.Empty);
        return $"benchmark {benchmarkCase.Descriptor.WorkloadMethod.Name}{parameters}{ofRounds}";
    }
}
