using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>Watches a run go by; the console's progress display is one.</summary>
public interface IRunObserver
{
    void ExperimentStarted(IExperiment experiment, int index, int count);

    void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress);

    void ExperimentFinished(IExperiment experiment, ExperimentResult result);

    /// <summary>One more runtime of <c>run --runtimes</c> is being built or measured; <paramref name="fraction"/> is 0..1.</summary>
    void RuntimeProgressed(LabRuntime runtime, string step, double fraction)
    {
    }

    void RuntimeFinished(LabRuntime runtime, RuntimeResult result)
    {
    }
}
