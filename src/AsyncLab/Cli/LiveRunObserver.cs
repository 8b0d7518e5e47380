using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;
using Spectre.Console;

namespace AsyncLab.Cli;

/// <summary>
/// Progress bars for an interactive terminal: one bar per experiment, its current step as the label, and one per other
/// runtime of <c>run --runtimes</c> (its build, then its child's progress).
/// </summary>
public sealed class LiveRunObserver(ProgressContext context, IReadOnlyList<IExperiment> experiments, IReadOnlyList<LabRuntime> otherRuntimes) : IRunObserver
{
    private readonly Dictionary<string, ProgressTask> tasks = experiments.ToDictionary(
        e => e.Id,
        e => context.AddTask(Markup.Escape(e.Id), autoStart: false, maxValue: 1));

    private readonly Dictionary<string, ProgressTask> runtimeTasks = otherRuntimes.ToDictionary(
        r => r.Name,
        r => context.AddTask(Markup.Escape($"{r.Name}: waiting"), autoStart: false, maxValue: 1));

    public void ExperimentStarted(IExperiment experiment, int index, int count) => tasks[experiment.Id].StartTask();

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
