using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Fixtures;

/// <summary>A run observer that ignores everything, for tests of the runner's results.</summary>
public sealed class QuietObserver : IRunObserver
{
    public void ExperimentStarted(IExperiment experiment, int index, int count)
    {
    }

    public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
    {
    }

    public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
    {
    }
}
