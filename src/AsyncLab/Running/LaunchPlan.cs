using System.Diagnostics;
using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Running;

/// <summary>
/// Measures an experiment in launches: the planned ones (each a fresh process measuring its share of the rounds), then,
/// while a claim is inconclusive, one more launch at a time within the experiment's looks and a time budget. Launches,
/// not rounds: what one process cannot decide is usually how far a figure moves between processes, and only another
/// process measures that.
/// </summary>
public sealed class LaunchPlan(ILaunchRunner runner, int planned, int most, TimeSpan extraBudget)
{
    public int Planned => planned;

    /// <summary>
    /// The most looks a launched experiment's claims take: the planned launches, then one per launch it may buy, and never
    /// more than the experiment allows (<see cref="IExperiment.Looks"/>). Each look spends 1 % / looks.
    /// </summary>
    public int Looks(IExperiment experiment, Profile profile) => Math.Clamp(Math.Min(experiment.Looks(profile), 1 + most - planned), 1,
        LookSchedule.MaxLooks);

    public async Task<(ExperimentFindings Findings, int Launches)> MeasureAsync(IExperiment experiment, ExperimentContext context,
        CancellationToken cancellationToken)
    {
        var done = new List<(int Launch, ExperimentFindings Findings)>();
        var clock = Stopwatch.StartNew();
        for (var i = 0; i < planned; i++)
        {
            await RunOneAsync(i).ConfigureAwait(false);
        }

        var plannedTime = clock.Elapsed;
        var looks = Looks(experiment, context.Profile);
        // The planned launches are the first look; each extra launch is one more, and every look spends 1 % / looks.
        var stopping = new StoppingCriteria(extraBudget, most - planned, looks) { OneUnitPerLook = true };
        await stopping.MeasureAsync(planned, () => AnyOpen(experiment, LaunchMerge.Merge(done), looks)
                ? new Dictionary<string, double> { [WholeExperiment] = 0 } : new Dictionary<string, double>(),
            plannedTime / planned, async (_, _) =>
            {
                var started = clock.Elapsed;
                await RunOneAsync(done.Count).ConfigureAwait(false);
                return clock.Elapsed - started;
            }).ConfigureAwait(false);

        return (LaunchMerge.Merge(done), done.Count);

        async Task RunOneAsync(int index)
        {
            var launch = new Launch(index, planned);
            var label = string.Create(CultureInfo.InvariantCulture, $"launch {index + 1} of {Math.Max(planned, index + 1)}");
            var progress = new Relay(p => context.Progress.Report(new ExperimentProgress(
                $"{label}: {p.Step}", (index * 1000) + (p.Total == 0 ? 0 : 1000 * p.Done / p.Total), 1000 * Math.Max(planned, index + 1))));
            context.Progress.Report(new ExperimentProgress($"{label}: starting a fresh process", index * 1000, 1000 * Math.Max(planned,
                index + 1)));
            var directory = Path.Combine(context.ArtifactsDirectory, "launches", (index + 1).ToString(CultureInfo.InvariantCulture));
            ExperimentFindings findings;
            try
            {
                findings = await runner.RunAsync(experiment, launch, directory, progress, cancellationToken).ConfigureAwait(false);
            }
            catch (LaunchFailedException stopped)
            {
                // What the launches finished, this one's finished cases among them, stays as the experiment's checkpoint.
                if (stopped.Partial is { } partial)
                {
                    context.Checkpoint.Publish(LaunchMerge.Merge([.. done, (index, partial)]));
                }

                if (stopped.Cancelled)
                {
                    throw new OperationCanceledException(stopped.Message, stopped, cancellationToken);
                }

                throw;
            }

            done.Add((index, findings));
            context.Checkpoint.Publish(LaunchMerge.Merge(done));
        }
    }

    /// <summary>A launch measures every case: the one "case" the stopping policy weighs.</summary>
    private const string WholeExperiment = "experiment";

    private static bool AnyOpen(IExperiment experiment, ExperimentFindings findings, int looks) =>
        ClaimJudge.Judge(experiment.Claims, findings.Measurements, looks).Any(c => c.Verdict == Verdict.Inconclusive);

    private sealed class Relay(Action<ExperimentProgress> report) : IProgress<ExperimentProgress>
    {
        public void Report(ExperimentProgress value) => report(value);
    }
}
