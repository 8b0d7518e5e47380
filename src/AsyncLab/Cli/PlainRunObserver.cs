using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Cli;

/// <summary>
/// Progress as plain lines, one per step, for the lab's own children (their parent reads its progress from them,
/// ChildProgressLine) and for a log of <c>run --verbose</c>; a plain log gets <see cref="LogRunObserver"/>. With a clock, each
/// experiment's start is followed by an indented line with its expectation and the time left in the run (indented, so a
/// parent reading a runtime child's lines, ChildProgressLine, passes over it).
/// </summary>
public sealed class PlainRunObserver(TextWriter output, RunClock? clock = null) : IRunObserver
{
    private readonly Lock gate = new();
    private string lastStep = string.Empty;
    private int index;
    private int count;

    public void ExperimentStarted(IExperiment experiment, int index, int count) => Measuring(experiment, index, count, resumed: false);

    public void ExperimentResumed(IExperiment experiment, int index, int count) => Measuring(experiment, index, count, resumed: true);

    /// <summary>The experiment's line, then its expectation (on its first step only) and the time left in the run.</summary>
    private void Measuring(IExperiment experiment, int index, int count, bool resumed)
    {
        lock (gate)
        {
            this.index = index + 1;
            this.count = count;
            output.WriteLine($"[{this.index}/{count}] {experiment.Id}: {(resumed ? "resumed" : "started")}");
            if (clock is not null)
            {
                clock.ExperimentStarted(index);
                var expected = resumed ? null
                    : clock.Estimate.SecondsOf(experiment.Id) is { } seconds
                        ? $"expected {DurationText.Of(seconds)}; "
                        : "no expectation; ";
                output.WriteLine($"    {expected}{clock.RunLeftText()}");
            }
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
            clock?.ExperimentFinished();
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
            output.WriteLine(
                $"[{runtime.Name}] {result.Status.ToString().ToLowerInvariant()}" +
                $"{(result.Error is null ? string.Empty : $" ({result.Error})")}");
        }
    }
}
