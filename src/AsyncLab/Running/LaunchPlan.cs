using AsyncLab.Stopping;

namespace AsyncLab.Running;

/// <summary>
/// Measures an experiment in launches: the planned ones (each a fresh process measuring its share of the rounds), then,
/// while a claim is inconclusive, one more launch at a time within the experiment's looks and a time budget. Launches,
/// not rounds: what one process cannot decide is usually how far a figure moves between processes, and only another
/// process measures that. One experiment's launches are a <see cref="LaunchSeries"/>.
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

    /// <summary>Every launch of <paramref name="experiment"/> one after another: the planned ones, then those its claims buy.</summary>
    public async Task<(ExperimentFindings Findings, int Launches)> MeasureAsync(IExperiment experiment, ExperimentContext context,
        CancellationToken cancellationToken) =>
        await Begin(experiment, context).FinishAsync(cancellationToken).ConfigureAwait(false);

    /// <summary>
    /// The launches of <paramref name="experiment"/>, run when the caller asks: the runner spreads the planned ones over
    /// the run, between other experiments' launches (<see cref="LaunchSweeps"/>).
    /// </summary>
    public LaunchSeries Begin(IExperiment experiment, ExperimentContext context) =>
        new(runner, experiment, context, planned, most, extraBudget, Looks(experiment, context.Profile));
}
