
namespace AsyncLab.Running;

/// <summary>
/// What an experiment has finished so far, published as it goes (e.g. after each completed test), so that a run
/// cancelled or failing part-way still records it: the runner writes the last checkpoint with status partial.
/// </summary>
public sealed class ExperimentCheckpoint
{
    private ExperimentFindings? latest;

    /// <summary>The last findings published, or null when the experiment has published none.</summary>
    public ExperimentFindings? Latest => Volatile.Read(ref latest);

    /// <summary>Replaces the previous checkpoint: <paramref name="findingsSoFar"/> holds everything finished up to now.</summary>
    public void Publish(ExperimentFindings findingsSoFar) => Volatile.Write(ref latest, findingsSoFar);
}
