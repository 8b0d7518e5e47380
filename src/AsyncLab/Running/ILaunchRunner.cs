namespace AsyncLab.Running;

/// <summary>Measures one launch of an experiment in a fresh process of the lab and hands back what it measured.</summary>
public interface ILaunchRunner
{
    /// <exception cref="LaunchFailedException">The launch did not finish; its reason is the message.</exception>
    Task<ExperimentFindings> RunAsync(IExperiment experiment, Launch launch, string outputDirectory,
        IProgress<ExperimentProgress> progress, CancellationToken cancellationToken);
}

/// <summary>A launch that did not finish: its process failed, was stopped or left no results.</summary>
/// <param name="message">Why, in one line.</param>
/// <param name="partial">What the launch had finished when it stopped, if anything.</param>
/// <param name="cancelled">True when the run was cancelled, not failed.</param>
public sealed class LaunchFailedException(string message, ExperimentFindings? partial = null, bool cancelled = false) : Exception(message)
{
    public ExperimentFindings? Partial => partial;

    public bool Cancelled => cancelled;
}
