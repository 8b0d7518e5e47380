namespace AsyncLab.Running;

/// <summary>
/// What an experiment has finished so far, published as it goes (after each benchmark case, loop turn or load test),
/// so that a run cancelled or failing part-way still records it: the runner writes the last checkpoint with status
/// partial, and while the experiment runs it rewrites results.json with it now and then (see
/// <see cref="CheckpointWriter"/>), so that even a lab killed outright leaves what it had measured.
/// </summary>
/// <param name="published">Called on the publishing thread with each checkpoint; by the runner, to write it.</param>
public sealed class ExperimentCheckpoint(Action<ExperimentFindings>? published = null)
{
    private ExperimentFindings? latest;

    /// <summary>The last findings published, or null when the experiment has published none.</summary>
    public ExperimentFindings? Latest => Volatile.Read(ref latest);

    /// <summary>Replaces the previous checkpoint: <paramref name="findingsSoFar"/> holds everything finished up to now.</summary>
    public void Publish(ExperimentFindings findingsSoFar)
    {
        Volatile.Write(ref latest, findingsSoFar);
        published?.Invoke(findingsSoFar);
    }
}
