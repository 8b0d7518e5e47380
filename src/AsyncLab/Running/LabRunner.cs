using System.Diagnostics;
using AsyncLab.Claims;
using AsyncLab.MachineSpeed;
using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// Runs the selected experiments one after another and keeps results.json current after each, so an
/// interrupted or crashed run keeps every experiment that finished, and of the one it stopped in what that one
/// had checkpointed (status partial).
/// </summary>
public sealed class LabRunner(IReadOnlyList<IExperiment> experiments, Profile profile, string outputDirectory, IRunObserver observer)
{
    /// <summary>The machine-speed probe; the real one unless a test gives its own.</summary>
    public MachineSpeedLog MachineSpeed { get; init; } = new();

    /// <summary>The shortest time between two writes of results.json from a running experiment's checkpoints.</summary>
    public TimeSpan CheckpointInterval { get; init; } = TimeSpan.FromSeconds(10);

    /// <summary>
    /// How the experiments that run in launches (<see cref="IExperiment.RunsInLaunches"/>) are measured: in fresh processes,
    /// each a share of the rounds. Null: every experiment in this process.
    /// </summary>
    public LaunchPlan? Launches { get; init; }

    /// <summary>Which launch this process is, when it is one launch of a parent's run (<c>run --launch 2/3</c>).</summary>
    public Launch Launch { get; init; } = Launch.Single;

    public async Task<ResultsDocument> RunAsync(CancellationToken cancellationToken)
    {
        var started = DateTimeOffset.UtcNow;
        var run = RunEnvironment.Describe(RunEnvironment.NewRunId(started), profile, started);
        var results = new List<ExperimentResult>();
        var document = new ResultsDocument(ResultsDocument.CurrentSchema, run, results);
        ResultsFile.Write(outputDirectory, document);
        var checkpoints = new CheckpointWriter(running => ResultsFile.Write(outputDirectory, document with { Experiments = [.. results,
            running], MachineSpeed = MachineSpeed.Samples }))
        {
            Interval = CheckpointInterval,
        };

        for (var i = 0; i < experiments.Count; i++)
        {
            var experiment = experiments[i];
            observer.ExperimentStarted(experiment, i, experiments.Count);
            MachineSpeed.Experiment = experiment.Id;
            MachineSpeed.Sample("start");
            checkpoints.Start(experiment);
            var result = await RunOneAsync(experiment, checkpoints, cancellationToken).ConfigureAwait(false);
            checkpoints.Stop();
            MachineSpeed.Sample("end");
            results.Add(result);
            observer.ExperimentFinished(experiment, result);
            ResultsFile.Write(outputDirectory, document with { Experiments = results.ToArray(), MachineSpeed = MachineSpeed.Samples });
        }

        var finished = document with
        {
            Run = run with { FinishedUtc = DateTimeOffset.UtcNow },
            Experiments = results.ToArray(),
            MachineSpeed = MachineSpeed.Samples,
        };
        ResultsFile.Write(outputDirectory, finished);
        return finished;
    }

    private async Task<ExperimentResult> RunOneAsync(IExperiment experiment, CheckpointWriter checkpoints,
        CancellationToken cancellationToken)
    {
        if (cancellationToken.IsCancellationRequested)
        {
            return Unfinished(experiment, ExperimentStatus.Skipped, "the run was cancelled before this experiment started", 0);
        }

        var artifacts = Path.Combine(outputDirectory, "artifacts", experiment.Id);
        Directory.CreateDirectory(artifacts);
        var progress = new SynchronousProgress<ExperimentProgress>(p => observer.ExperimentProgressed(experiment, p));
        var context = new ExperimentContext(profile, artifacts, progress)
        {
            Launch = Launch,
            MachineSpeed = MachineSpeed,
            Checkpoint = new ExperimentCheckpoint(findings => checkpoints.Offer(experiment, findings)),
        };
        var stopwatch = Stopwatch.StartNew();
        try
        {
            // WaitAsync lets Ctrl+C end the wait even when the experiment is inside a blocking benchmark run.
            var launched = Launches is { } plan && experiment.RunsInLaunches;
            var pool = LaunchPool.Current();
            var (findings, launches) = launched
                ? await Launches!.MeasureAsync(experiment, context, cancellationToken).ConfigureAwait(false)
                : (await experiment.RunAsync(context, cancellationToken).WaitAsync(cancellationToken).ConfigureAwait(false), 1);
            var looks = launched ? Launches!.Looks(experiment, profile) : experiment.Looks(profile);
            var judged = ClaimJudge.Judge(experiment.Claims, findings.Measurements, looks);
            return new ExperimentResult(experiment.Id, experiment.Title, ExperimentStatus.Ok, null, VariantOrigins.Marked(experiment,
                findings.Measurements), judged)
            {
                Metrics = MetricDeclarations.Of(experiment, findings.Measurements),
                Looks = looks,
                Launches = launched ? launches : null,
                // A launch that measures a share leaves the notes on the whole to the parent that merges the shares.
                Notes = Launch.IsOneOfSeveral
                    ? [.. findings.Notes, pool.Note()]
                    : [.. findings.Notes, .. experiment.NotesOn(findings.Measurements)],
                Series = findings.Series,
                DurationSeconds = stopwatch.Elapsed.TotalSeconds,
            };
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            return Unfinished(experiment, ExperimentStatus.Failed, "cancelled while running", stopwatch.Elapsed.TotalSeconds,
                context.Checkpoint.Latest);
        }
#pragma warning disable CA1031 // Any failure of one experiment is recorded and the run goes on to the next.
        catch (Exception ex)
#pragma warning restore CA1031
        {
            await File.WriteAllTextAsync(Path.Combine(artifacts, "error.txt"), ex.ToString(), CancellationToken.None).ConfigureAwait(false);
            return Unfinished(experiment, ExperimentStatus.Failed, $"{ex.GetType().Name}: {OneLine(ex.Message)}",
                stopwatch.Elapsed.TotalSeconds, context.Checkpoint.Latest);
        }
    }

    private static ExperimentResult Unfinished(IExperiment experiment, ExperimentStatus status, string error, double seconds,
        ExperimentFindings? checkpoint = null) =>
        UnfinishedExperiment.Of(experiment, status, error, seconds, checkpoint);

    private static string OneLine(string message) => message.ReplaceLineEndings(" ");

    /// <summary>Reports on the caller's thread; <see cref="Progress{T}"/> would post to a context the console does not have.</summary>
    private sealed class SynchronousProgress<T>(Action<T> report) : IProgress<T>
    {
        public void Report(T value) => report(value);
    }
}
