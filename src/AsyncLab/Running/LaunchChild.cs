using AsyncLab.Children;
using AsyncLab.Results;
using AsyncLab.Runtimes;

namespace AsyncLab.Running;

/// <summary>
/// One launch of an experiment: the lab started again on its own runtime (<see cref="LabExecutable.Self"/>) as
/// <c>run ID --launch N/M</c> into a folder of the experiment's artifacts, and that results.json read back.
/// </summary>
public sealed class LaunchChild(Profile profile) : ILaunchRunner
{
    /// <summary>The longest a launch may go without printing a progress line.</summary>
    public TimeSpan SilenceLimit { get; init; } = TimeSpan.FromMinutes(5);

    public async Task<ExperimentFindings> RunAsync(IExperiment experiment, Launch launch, string outputDirectory,
        IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
    {
        var child = new RuntimeChild(LabRuntime.Current, LabExecutable.Self())
        {
            ExtraArguments = ["--launch", launch.ToString()],
            SilenceLimit = SilenceLimit,
        };
        var result = await child.RunAsync([experiment.Id], profile.ToName(), outputDirectory,
            line => progress.Report(new ExperimentProgress(line.Step, (int)(line.Fraction * 1000),
                1000)), cancellationToken).ConfigureAwait(false);
        var measured = result.Experiments.FirstOrDefault(e => e.Id == experiment.Id);
        var findings = measured is null
            ? null
            : new ExperimentFindings(measured.Measurements) { Notes = measured.Notes, Series = measured.Series };
        var stopped = cancellationToken.IsCancellationRequested || result.Status == RuntimeStatus.Failed;
        if (stopped || measured is null || measured.Status != ExperimentStatus.Ok)
        {
            var why = measured?.Error ?? result.Error ?? "it left no results";
            throw new LaunchFailedException($"launch {launch} of {experiment.Id} did not finish: {why}",
                findings is { Measurements.Count: > 0 } ? findings : null, cancellationToken.IsCancellationRequested);
        }

        return findings!;
    }
}
