using AsyncLab.MachineSpeed;

namespace AsyncLab.Running;

/// <summary>What an experiment is given when it runs.</summary>
/// <param name="Profile">How long and how carefully to measure.</param>
/// <param name="ArtifactsDirectory">A folder of the experiment's own under the run's output, for logs and raw files.</param>
/// <param name="Progress">Where to say what the experiment is doing; shown live in the console.</param>
public sealed record ExperimentContext(Profile Profile, string ArtifactsDirectory, IProgress<ExperimentProgress> Progress)
{
    /// <summary>Where the experiment publishes what it has finished, kept by the runner if the experiment does not finish.</summary>
    public ExperimentCheckpoint Checkpoint { get; init; } = new();

    /// <summary>Where the experiment times the machine-speed probe at its pauses (after a round, after a load test).</summary>
    public MachineSpeedLog MachineSpeed { get; init; } = new();

    /// <summary>
    /// Which launch of the experiment this process is: with several, the harnesses measure only this launch's share of the
    /// profile's rounds and do not measure again for open claims (the parent buys launches instead).
    /// </summary>
    public Launch Launch { get; init; } = Launch.Single;
}
