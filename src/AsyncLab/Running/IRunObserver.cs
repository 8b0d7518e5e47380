using AsyncLab.Catalog;
using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>Watches a run go by; the console's progress display is one.</summary>
public interface IRunObserver
{
    void ExperimentStarted(IExperiment experiment, int index, int count);

    void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress);

    void ExperimentFinished(IExperiment experiment, ExperimentResult result);
}
