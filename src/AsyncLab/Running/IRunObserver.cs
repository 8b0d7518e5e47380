using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>Watches a run go by; the console's progress display is one.</summary>
public interface IRunObserver
{
    void ExperimentStarted(IExperiment experiment, int index, int count);

    /// <summary>
    /// An experiment begun earlier measures again: its next launch, in a run that spreads launches over its sweeps
    /// (<see cref="LaunchSweeps"/>); until then another experiment was measuring.
    /// </summary>
    void ExperimentResumed(IExperiment experiment, int index, int count)
    {
    }

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
