using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// Keeps results.json current while an experiment runs: each checkpoint it publishes is written as that experiment,
/// status partial, at most once per <see cref="Interval"/>, so that a lab killed outright (no Ctrl+C handler runs) loses
/// at most that much. A Ctrl+C loses nothing: the runner writes the last checkpoint itself. It writes on the publishing
/// thread, between two measurements (a benchmark case, a load test), never during one.
/// </summary>
/// <param name="write">Writes results.json with the running experiment's result after those that finished.</param>
public sealed class CheckpointWriter(Action<ExperimentResult> write)
{
    /// <summary>What the error of a checkpoint written while its experiment still ran says, if nothing overwrites it.</summary>
    public const string StillRunning = "the lab stopped while this experiment ran (results.json was last written from its checkpoint)";

    private readonly Lock gate = new();
    private IExperiment? running;
    private DateTime started;
    private DateTime lastWrite;

    /// <summary>The shortest time between two writes.</summary>
    public TimeSpan Interval { get; init; } = TimeSpan.FromSeconds(10);

    /// <summary>Checkpoints of <paramref name="experiment"/> are written from now on.</summary>
    public void Start(IExperiment experiment)
    {
        lock (gate)
        {
            running = experiment;
            started = lastWrite = DateTime.UtcNow;
        }
    }

    /// <summary>The experiment ended: later checkpoints (a benchmark thread still winding down after Ctrl+C) are not written.</summary>
    public void Stop()
    {
        lock (gate)
        {
            running = null;
        }
    }

    /// <summary>
    /// Writes <paramref name="findings"/> for the running experiment when <see cref="Interval"/> has passed since the
    /// last write.
    /// </summary>
    public void Offer(IExperiment experiment, ExperimentFindings findings)
    {
        ArgumentNullException.ThrowIfNull(findings);
        lock (gate)
        {
            var now = DateTime.UtcNow;
            if (!ReferenceEquals(experiment, running) || now - lastWrite < Interval || findings.Measurements.Count == 0)
            {
                return;
            }

            lastWrite = now;
            try
            {
                write(UnfinishedExperiment.Of(experiment, ExperimentStatus.Partial, StillRunning, (now - started).TotalSeconds, findings));
            }
            catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
            {
                // A write that fails here must not stop the measuring: the runner's own write after the experiment
                // reports the problem, and the checkpoint is still in memory for it.
            }
        }
    }
}
