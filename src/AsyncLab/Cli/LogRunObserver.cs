using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Cli;

/// <summary>
/// Progress for a log (a CI job, a file, a pipe): a line when an experiment starts, when each of its launches starts and
/// when it ends, and for another runtime of <c>run --runtimes</c> its build and each experiment it starts and ends; never
/// a line per step, which a log of a quick run would hold thousands of. The lab's own children print
/// <see cref="PlainRunObserver"/>'s step lines instead: their parent reads its progress from them.
/// </summary>
public sealed class LogRunObserver(TextWriter output, RunClock? clock = null) : IRunObserver
{
    private static readonly string[] Ends = [.. Enum.GetNames<ExperimentStatus>().Select(n => n.ToLowerInvariant() + " ")];

    private readonly Lock gate = new();
    private readonly Dictionary<string, string?> launchShown = [];
    private readonly Dictionary<string, string> runtimeShown = [];

    public void ExperimentStarted(IExperiment experiment, int index, int count)
    {
        lock (gate)
        {
            clock?.ExperimentStarted(index);
            var expected = clock?.Estimate.SecondsOf(experiment.Id) is { } seconds
                ? $"; expected {DurationText.Of(seconds)}"
                : string.Empty;
            output.WriteLine($"{experiment.Id}: started{expected}{Left()}");
            launchShown[experiment.Id] = null;
        }
    }

    // The launch that resumes it says so in its first step: a resumed experiment gets no line of its own.
    public void ExperimentResumed(IExperiment experiment, int index, int count)
    {
        lock (gate)
        {
            clock?.ExperimentStarted(index);
        }
    }

    public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
    {
        lock (gate)
        {
            if (progress.Launch is { } launch && launchShown.GetValueOrDefault(experiment.Id) != launch)
            {
                launchShown[experiment.Id] = launch;
                output.WriteLine($"{experiment.Id}: {launch}{Left()}");
            }
        }
    }

    public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
    {
        lock (gate)
        {
            var time = result.DurationSeconds is { } s ? $" in {DurationText.Of(s)}" : string.Empty;
            var launches = result.Launches is > 1 and var n ? $" over {n} launches" : string.Empty;
            var error = result.Error is null ? string.Empty : $" ({result.Error})";
            output.WriteLine($"{experiment.Id}: {result.Status.ToString().ToLowerInvariant()}{time}{launches}{error}");
            clock?.ExperimentFinished();
        }
    }

    /// <summary>A line when the runtime's step turns to another experiment (or its build), and when one ends.</summary>
    public void RuntimeProgressed(LabRuntime runtime, string step, double fraction)
    {
        lock (gate)
        {
            var colon = step.IndexOf(": ", StringComparison.Ordinal);
            var subject = colon < 0 ? step : step[..colon];
            var ended = colon >= 0 && Ends.Any(e => step[(colon + 2)..].StartsWith(e, StringComparison.Ordinal));
            if (ended || runtimeShown.GetValueOrDefault(runtime.Name) != subject)
            {
                runtimeShown[runtime.Name] = subject;
                output.WriteLine($"[{runtime.Name}] {step}");
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

    private string Left() => clock is null ? string.Empty : "; " + clock.RunLeftText();
}
