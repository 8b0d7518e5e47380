using AsyncLab.Catalog;
using AsyncLab.Cli;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;

namespace AsyncLab.Tests.Cli;

/// <summary>The progress a log holds: fed a run's events as the runner sends them, counted line by line.</summary>
public sealed class LogRunObserverTests
{
    private const int Launches = 4;
    private const int StepsPerLaunch = 400;

    [Fact]
    public void Observe_QuickRunOfEveryExperiment_OneLinePerStartLaunchAndEnd()
    {
        var output = new StringWriter();
        var experiments = ExperimentCatalog.All;

        Replay(new LogRunObserver(output), experiments);

        var lines = Lines(output);
        var launched = experiments.Count(e => e.RunsInLaunches);
        Assert.Equal((2 * experiments.Count) + (launched * Launches), lines.Length);
        Assert.True(lines.Length <= 100, $"{lines.Length} lines");
        Assert.Single(lines, l => l == $"{experiments[0].Id}: launch 2 of {Launches}");
    }

    [Fact]
    public void Observe_StepsOfAnExperimentInThisProcess_NoLineForThem()
    {
        var output = new StringWriter();
        var observer = new LogRunObserver(output);
        var experiment = ExperimentCatalog.All[0];

        observer.ExperimentStarted(experiment, 0, 1);
        for (var step = 0; step < StepsPerLaunch; step++)
        {
            observer.ExperimentProgressed(experiment, new ExperimentProgress($"benchmark {step}", step, StepsPerLaunch));
        }

        observer.ExperimentFinished(experiment, Result(experiment, ExperimentStatus.Ok));

        Assert.Equal([$"{experiment.Id}: started", $"{experiment.Id}: ok in 12 s"], Lines(output));
    }

    [Fact]
    public void Observe_PlainStepLines_ParentStillReadsThem()
    {
        // The lab's own children print PlainRunObserver's lines: a parent's progress depends on their form.
        var output = new StringWriter();
        var experiment = ExperimentCatalog.All[0];
        new PlainRunObserver(output).ExperimentStarted(experiment, 0, 1);

        Assert.NotNull(AsyncLab.Children.ChildProgressLine.Parse(Lines(output)[0]));
    }

    [Fact]
    public void Observe_OtherRuntime_ALineForItsBuildAndEachExperimentsStartAndEnd()
    {
        var output = new StringWriter();
        var observer = new LogRunObserver(output);
        var runtime = LabRuntime.Known.First(r => r != LabRuntime.Current);

        observer.RuntimeProgressed(runtime, "building (first use, then cached)", 0);
        observer.RuntimeProgressed(runtime, "built in 40 s; waiting", 0);
        foreach (var id in new[] { "async-cost", "task-caching" })
        {
            observer.RuntimeProgressed(runtime, $"{id}: started", 0);
            for (var step = 0; step < StepsPerLaunch; step++)
            {
                observer.RuntimeProgressed(runtime, $"{id}: benchmark {step}", 0.5);
            }

            observer.RuntimeProgressed(runtime, $"{id}: ok in 12.3 s", 1);
        }

        Assert.Equal(6, Lines(output).Length);
    }

    /// <summary>The events of a run in launches: the sweeps' order, each launch's steps relayed as LaunchSeries relays them.</summary>
    private static void Replay(IRunObserver observer, IReadOnlyList<IExperiment> experiments)
    {
        var started = new HashSet<int>();
        var launchOf = new int[experiments.Count];
        foreach (var step in LaunchSweeps.Order([.. experiments.Select(e => e.RunsInLaunches)], Launches))
        {
            var experiment = experiments[step.Experiment];
            if (started.Add(step.Experiment))
            {
                observer.ExperimentStarted(experiment, step.Experiment, experiments.Count);
            }
            else
            {
                observer.ExperimentResumed(experiment, step.Experiment, experiments.Count);
            }

            var label = experiment.RunsInLaunches ? $"launch {++launchOf[step.Experiment]} of {Launches}" : null;
            for (var i = 0; i < StepsPerLaunch; i++)
            {
                observer.ExperimentProgressed(experiment, new ExperimentProgress($"{label}: step {i}", i, StepsPerLaunch)
                {
                    Launch = label,
                });
            }

            if (step.Last)
            {
                observer.ExperimentFinished(experiment, Result(experiment, ExperimentStatus.Ok));
            }
        }
    }

    private static ExperimentResult Result(IExperiment experiment, ExperimentStatus status) =>
        new(experiment.Id, experiment.Title, status, null, [], []) { DurationSeconds = 12 };

    private static string[] Lines(StringWriter output) => output.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries |
        StringSplitOptions.TrimEntries);
}
