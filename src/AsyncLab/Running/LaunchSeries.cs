using System.Diagnostics;
using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Stopping;

namespace AsyncLab.Running;

/// <summary>
/// One experiment's launches under a <see cref="LaunchPlan"/>, each run when the caller asks: the planned ones one at a
/// time (<see cref="RunNextPlannedAsync"/>), so that a run can spread them between other experiments' launches, then
/// (<see cref="FinishAsync"/>) one more at a time while a claim is inconclusive, within the experiment's looks and the
/// plan's time budget.
/// </summary>
public sealed class LaunchSeries
{
    /// <summary>A launch measures every case: the one "case" the stopping policy weighs.</summary>
    private const string WholeExperiment = "experiment";

    private readonly ILaunchRunner runner;
    private readonly IExperiment experiment;
    private readonly ExperimentContext context;
    private readonly int planned;
    private readonly int most;
    private readonly TimeSpan extraBudget;
    private readonly int looks;
    private readonly List<(int Launch, ExperimentFindings Findings)> done = [];
    private TimeSpan plannedTime;

    internal LaunchSeries(ILaunchRunner runner, IExperiment experiment, ExperimentContext context, int planned, int most,
        TimeSpan extraBudget, int looks)
    {
        this.runner = runner;
        this.experiment = experiment;
        this.context = context;
        this.planned = planned;
        this.most = most;
        this.extraBudget = extraBudget;
        this.looks = looks;
    }

    /// <summary>Runs the next planned launch; none once every planned one has run.</summary>
    public async Task RunNextPlannedAsync(CancellationToken cancellationToken)
    {
        if (done.Count >= planned)
        {
            return;
        }

        var started = Stopwatch.GetTimestamp();
        await RunOneAsync(done.Count, cancellationToken).ConfigureAwait(false);
        plannedTime += Stopwatch.GetElapsedTime(started);
    }

    /// <summary>
    /// Runs what is left of the planned launches, then buys one more at a time while a claim is open, and merges them all.
    /// </summary>
    public async Task<(ExperimentFindings Findings, int Launches)> FinishAsync(CancellationToken cancellationToken)
    {
        while (done.Count < planned)
        {
            await RunNextPlannedAsync(cancellationToken).ConfigureAwait(false);
        }

        // The planned launches are the first look; each extra launch is one more, and every look spends 1 % / looks.
        var stopping = new StoppingCriteria(extraBudget, most - planned, looks) { OneUnitPerLook = true };
        await stopping.MeasureAsync(planned, () => AnyOpen(LaunchMerge.Merge(done))
                ? new Dictionary<string, double> { [WholeExperiment] = 0 } : new Dictionary<string, double>(),
            plannedTime / planned, async (_, _) =>
            {
                var started = Stopwatch.GetTimestamp();
                await RunOneAsync(done.Count, cancellationToken).ConfigureAwait(false);
                return Stopwatch.GetElapsedTime(started);
            }).ConfigureAwait(false);

        return (LaunchMerge.Merge(done), done.Count);
    }

    private async Task RunOneAsync(int index, CancellationToken cancellationToken)
    {
        var launch = new Launch(index, planned);
        var shown = Math.Max(planned, index + 1);
        var label = string.Create(CultureInfo.InvariantCulture, $"launch {index + 1} of {shown}");
        var progress = new Relay(p => context.Progress.Report(new ExperimentProgress(
            $"{label}: {p.Step}", (index * 1000) + (p.Total == 0 ? 0 : 1000 * p.Done / p.Total), 1000 * shown) { Launch = label }));
        context.Progress.Report(new ExperimentProgress($"{label}: starting a fresh process", index * 1000, 1000 * shown)
        {
            Launch = label,
        });
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

    private bool AnyOpen(ExperimentFindings findings) =>
        ClaimJudge.Judge(experiment.Claims, findings.Measurements, looks).Any(c => c.Verdict == Verdict.Inconclusive);

    private sealed class Relay(Action<ExperimentProgress> report) : IProgress<ExperimentProgress>
    {
        public void Report(ExperimentProgress value) => report(value);
    }
}
