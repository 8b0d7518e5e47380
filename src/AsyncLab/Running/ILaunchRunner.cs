namespace AsyncLab.Running;

/// <summary>Measures one launch of an experiment in a fresh process of the lab and hands back what it measured.</summary>
public interface ILaunchRunner
{
    /// <exception cref="LaunchFailedException">The launch did not finish; its reason is the message.</exception>
    Task<ExperimentFindings> RunAsync(IExperiment experiment, Launch launch, string outputDirectory, IProgress<ExperimentProgress> progress, CancellationToken cancellationToken);
}

/// <summary>A launch that did not finish: its process failed, stopped or left no results.</summary>
public sealed class LaunchFailedException(string message) : Exception(message);
