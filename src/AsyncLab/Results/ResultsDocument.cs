namespace AsyncLab.Results;

/// <summary>The whole of one run, as written to results.json. The report is rendered from this alone.</summary>
public sealed record ResultsDocument(int Schema, RunInfo Run, IReadOnlyList<ExperimentResult> Experiments)
{
    /// <summary>
    /// The other runtimes of a <c>run --runtimes</c> run, each measured by a child built for it. <see cref="Experiments"/>
    /// are those of the lab's own runtime (<see cref="RunInfo.RuntimeName"/>), empty when that runtime was not asked for.
    /// </summary>
    public IReadOnlyList<RuntimeResult> Runtimes { get; init; } = [];

    /// <summary>
    /// The machine-speed probe's timings over the run (the lab's own runtime only): where they vary, the machine ran at
    /// different speeds and figures taken at those moments differ for that reason. Absent in older files.
    /// </summary>
    public IReadOnlyList<SpeedSample> MachineSpeed { get; init; } = [];

    /// <summary>
    /// The core-speed check at the run's start and end (the lab's own runtime, Linux only): each core's time for a loop
    /// of method calls that load and store their state and for the same steps in a register. Absent in older files.
    /// </summary>
    public IReadOnlyList<CoreSpeed> CoreSpeeds { get; init; } = [];

    /// <summary>
    /// 2 added each measurement's raw samples and latency histograms, each claim's band and interval, the inconclusive
    /// verdict and the partial status (docs/results.schema.json). Version 1 files still read: what they lack is optional.
    /// </summary>
    public const int CurrentSchema = 2;

    public const int OldestReadableSchema = 1;
}
