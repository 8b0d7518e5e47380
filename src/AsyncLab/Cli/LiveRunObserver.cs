using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;
using Spectre.Console;

namespace AsyncLab.Cli;

/// <summary>
/// Progress bars for an interactive terminal: one bar per experiment, its current step as the label, and one per other
/// runtime of <c>run --runtimes</c> (its build, then its child's progress). With a clock, a first bar for the whole run
/// and the time left of each running experiment and of the run (<see cref="RemainingTimeColumn"/>).
/// </summary>
public sealed class LiveRunObserver(
    ProgressContext context, IReadOnlyList<IExperiment> experiments, IReadOnlyList<LabRuntime> otherRuntimes, RunClock? clock = null)
    : IRunObserver
{
    private readonly ProgressTask? runTask = clock is null || experiments.Count == 0
        ? null
        : context.AddTask("run", autoStart: true, maxValue: experiments.Count);

    private readonly Dictionary<string, ProgressTask> tasks = experiments.ToDictionary(
        e => e.Id,
        e => context.AddTask(Markup.Escape(e.Id), autoStart: false, maxValue: 1));

    private readonly Dictionary<string, ProgressTask> runtimeTasks = otherRuntimes.ToDictionary(
        r => r.Name,
        r => context.AddTask(Markup.Escape($"{r.Name}: waiting"), autoStart: false, maxValue: 1));

    public void ExperimentStarted(IExperiment experiment, int index, int count)
    {
        clock?.ExperimentStarted(index);
        if (runTask is not null)
        {
            runTask.Description = Markup.Escape($"run: {index + 1} of {count}");
        }

        tasks[experiment.Id].StartTask();
    }

    public void ExperimentResumed(IExperiment experiment, int index, int count) => ExperimentStarted(experiment, index, count);

    /// <summary>The time-left column's text for one of this observer's bars.</summary>
    public string TimeLeft(ProgressTask task)
    {
        if (clock is null)
        {
            return string.Empty;
        }

        if (task == runTask)
        {
            // The run's own bar is short of room: its label already says "run".
            return task.IsFinished ? string.Empty : clock.RunLeftText().Replace(" in the run", string.Empty, StringComparison.Ordinal);
        }

        return tasks.FirstOrDefault(t => t.Value == task).Key is { } id ? clock.ExperimentLeftText(id) : string.Empty;
    }

    public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
    {
        var task = tasks[experiment.Id];
        task.MaxValue = Math.Max(1, progress.Total);
        task.Value = progress.Done;
        task.Description = Markup.Escape($"{experiment.Id}: {Shorten(progress.Step)}");
    }

    public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
    {
        var task = tasks[experiment.Id];
        var colour = result.Status switch { ExperimentStatus.Ok => "green", ExperimentStatus.Partial => "yellow", _ => "red" };
        task.Description = $"[{colour}]{Markup.Escape(experiment.Id)}: {result.Status.ToString().ToLowerInvariant()}[/]";
        task.Value = task.MaxValue;
        task.StopTask();
        clock?.ExperimentFinished();
        if (runTask is not null)
        {
            runTask.Increment(1);
            if (runTask.IsFinished)
            {
                runTask.Description = "run: done";
                runTask.StopTask();
            }
        }
    }

    public void RuntimeProgressed(LabRuntime runtime, string step, double fraction)
    {
        var task = runtimeTasks[runtime.Name];
        task.StartTask();
        task.Value = Math.Clamp(fraction, 0, 1);
        task.Description = Markup.Escape($"{runtime.Name}: {Shorten(step)}");
    }

    public void RuntimeFinished(LabRuntime runtime, RuntimeResult result)
    {
        var task = runtimeTasks[runtime.Name];
        var colour = result.Status switch { RuntimeStatus.Ok => "green", RuntimeStatus.Partial => "yellow", _ => "red" };
        task.Description = $"[{colour}]{Markup.Escape(runtime.Name)}: {result.Status.ToString().ToLowerInvariant()}[/]";
        task.Value = task.MaxValue;
        task.StopTask();
    }

    private static string Shorten(string step) => step.Length <= 48 ? step : step[..47] + "…";
}
