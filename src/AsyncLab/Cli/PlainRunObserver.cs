using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Cli;

/// <summary>Progress as plain lines, for redirected output and CI logs: one line per step, no cursor tricks.</summary>
public sealed class PlainRunObserver(TextWriter output) : IRunObserver
{
    private readonly Lock gate = new();
    private string lastStep = string.Empty;
    private int index;
    private int count;

    public void ExperimentStarted(IExperiment experiment, int index, int count)
    {
        lock (gate)
        {
            this.index = index + 1;
            this.count = count;
            output.WriteLine($"[{this.index}/{count}] {experiment.Id}: started");
        }
    }

    public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
    {
        lock (gate)
        {
            var line = $"[{index}/{count}] {experiment.Id}: {progress.Done}/{progress.Total} {progress.Step}";
            if (line != lastStep)
            {
                lastStep = line;
                output.WriteLine(line);
            }
        }
    }

    public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
    {
        lock (gate)
        {
            var time = result.DurationSeconds is { } s ? $" in {s:0.0} s" : string.Empty;
            var error = result.Error is null ? string.Empty : $" ({result.Error})";
            output.WriteLine($"[{index}/{count}] {experiment.Id}: {result.Status.ToString().ToLowerInvariant()}{time}{error}");
        }
    }

    public void RuntimeProgressed(LabRuntime runtime, string step, double fraction)
    {
        lock (gate)
        {
            var line = $"[{runtime.Name}] {fraction:P0} {step}";
            if (line != lastStep)
            {
                lastStep = line;
                output.WriteLine(line);
            }
        }
    }

    public void RuntimeFinished(LabRuntime runtime, RuntimeResult result)
    {
        lock (gate)
        {
            output.WriteLine($"[{runtime.Name}] {result.Status.ToString().ToLowerInvariant()}{(result.Error is null ? string.Empty : $" ({result.Error})")}");
        }
    }
}
