using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// How a benchmark session hands what it has finished to the experiment's checkpoint as each case finishes a round: the
/// experiment turns the figures so far into its findings (as RunAsync would at the end, with whatever it measured
/// before this session), and names each case it has not finished, so that an interrupted run keeps every finished case
/// and leaves out only the claims that read an unfinished one.
/// </summary>
/// <param name="Checkpoint">The running experiment's checkpoint (<see cref="ExperimentContext.Checkpoint"/>).</param>
/// <param name="Findings">The figures of every case with a finished round, as the experiment's findings.</param>
/// <param name="Identify">One figure's variant and parameters, as a measurement without metrics.</param>
public sealed record BenchmarkCheckpoint(
    ExperimentCheckpoint Checkpoint,
    Func<IReadOnlyList<BenchmarkCaseResult>, ExperimentFindings> Findings,
    Func<BenchmarkCaseResult, Measurement> Identify)
{
    /// <summary>A fresh tally for one session: its cases are learnt from its first round.</summary>
    internal SessionCheckpoint StartSession() => new(this);

    /// <summary>Publishes the finished figures, and the cases not finished yet (by method and parameters only) as unfinished.</summary>
    internal void Publish(IReadOnlyList<BenchmarkCaseResult> finished, IReadOnlyList<BenchmarkCaseResult> notStarted) =>
        Checkpoint.Publish(Findings(finished) with { Unfinished = notStarted.Select(Identify).ToList() });
}
