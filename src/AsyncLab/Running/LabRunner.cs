using System.Diagnostics;
using AsyncLab.Claims;
using AsyncLab.MachineSpeed;
using AsyncLab.Results;

namespace AsyncLab.Running;

/// <summary>
/// Runs the selected experiments, those in launches a launch at a time in sweeps over the run (<see cref="LaunchSweeps"/>),
/// and keeps results.json current after each step, so an interrupted or crashed run keeps every experiment that
/// finished, and of those it had begun what each had checkpointed (status partial).
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
        var measuring = new ExperimentInProgress?[experiments.Count];
        var finished = new ExperimentResult?[experiments.Count];
        var document = new ResultsDocument(ResultsDocument.CurrentSchema, run, []);
        ResultsFile.Write(outputDirectory, document);
        var checkpoints = new CheckpointWriter(WriteSoFar)
        {
            Interval = CheckpointInterval,
        };

        var launched = experiments.Select(e => Launches is not null && e.RunsInLaunches).ToList();
        foreach (var step in LaunchSweeps.Order(launched, Launches?.Planned ?? 1))
        {
            if (cancellationToken.IsCancellationRequested)
            {
                break;
            }

            if (finished[step.Experiment] is not null)
            {
                // It failed in an earlier launch: its later ones are not run.
                continue;
            }

            var experiment = experiments[step.Experiment];
            var resumed = measuring[step.Experiment] is not null;
            var state = measuring[step.Experiment] ??= Begin(experiment, checkpoints, launched[step.Experiment]);
            if (resumed)
            {
                observer.ExperimentResumed(experiment, step.Experiment, experiments.Count);
            }
            else
            {
                observer.ExperimentStarted(experiment, step.Experiment, experiments.Count);
            }

            MachineSpeed.Experiment = experiment.Id;
            MachineSpeed.Sample("start");
            checkpoints.Start(experiment);
            var result = await StepAsync(state, step.Last, cancellationToken).ConfigureAwait(false);
            checkpoints.Stop();
            MachineSpeed.Sample("end");
            if (result is not null)
            {
                finished[step.Experiment] = result;
                observer.ExperimentFinished(experiment, result);
            }
            else if (state.Context.Checkpoint.Latest is { Measurements.Count: > 0 } latest)
            {
                // Judged once here, not at each later write of results.json while other experiments measure.
                state.Partial = Unfinished(experiment, ExperimentStatus.Partial, CheckpointWriter.StillRunning, state.Seconds, latest);
            }

            WriteSoFar(null);
        }

        // A cancelled run still records every experiment: what it had measured, or that it never started.
        for (var i = 0; i < experiments.Count; i++)
        {
            if (finished[i] is not null)
            {
                continue;
            }

            var experiment = experiments[i];
            if (measuring[i] is not { } state)
            {
                observer.ExperimentStarted(experiment, i, experiments.Count);
                finished[i] = Unfinished(experiment, ExperimentStatus.Skipped, "the run was cancelled before this experiment started", 0);
            }
            else
            {
                observer.ExperimentResumed(experiment, i, experiments.Count);
                finished[i] = Unfinished(experiment, ExperimentStatus.Failed, "cancelled while running", state.Seconds,
                    state.Context.Checkpoint.Latest);
            }

            observer.ExperimentFinished(experiment, finished[i]!);
        }

        var done = document with
        {
            Run = run with { FinishedUtc = DateTimeOffset.UtcNow },
            Experiments = [.. finished.OfType<ExperimentResult>()],
            MachineSpeed = MachineSpeed.Samples,
        };
        ResultsFile.Write(outputDirectory, done);
        return done;

        // What results.json holds while the run goes on (running: the checkpoint of the experiment measuring now, if any).
        void WriteSoFar(ExperimentResult? running) => ResultsFile.Write(outputDirectory, document with
        {
            Experiments = Recorded(finished, measuring, running),
            MachineSpeed = MachineSpeed.Samples,
        });
    }

    /// <summary>
    /// What results.json holds while the run goes on, in the run's order: each finished experiment, and each begun one as
    /// partial with what it last checkpointed (<paramref name="running"/> for the one measuring now), so that a lab killed
    /// outright keeps every launch that finished.
    /// </summary>
    private IReadOnlyList<ExperimentResult> Recorded(ExperimentResult?[] finished, ExperimentInProgress?[] measuring,
        ExperimentResult? running)
    {
        var recorded = new List<ExperimentResult>();
        for (var i = 0; i < experiments.Count; i++)
        {
            if (finished[i] is { } result)
            {
                recorded.Add(result);
            }
            else if (running is not null && running.Id == experiments[i].Id)
            {
                recorded.Add(running);
            }
            else if (measuring[i]?.Partial is { } partial)
            {
                recorded.Add(partial);
            }
        }

        return recorded;
    }

    private ExperimentInProgress Begin(IExperiment experiment, CheckpointWriter checkpoints, bool launched)
    {
        var artifacts = Path.Combine(outputDirectory, "artifacts", experiment.Id);
        Directory.CreateDirectory(artifacts);
        var progress = new SynchronousProgress<ExperimentProgress>(p => observer.ExperimentProgressed(experiment, p));
        var context = new ExperimentContext(profile, artifacts, progress)
        {
            Launch = Launch,
            MachineSpeed = MachineSpeed,
            Checkpoint = new ExperimentCheckpoint(findings => checkpoints.Offer(experiment, findings)),
        };
        return new ExperimentInProgress(experiment, context, launched ? Launches!.Begin(experiment, context) : null, LaunchPool.Current());
    }

    /// <summary>
    /// One step of an experiment: a launch, or the whole of it in this process; its result when the step was its last or
    /// it failed, else null.
    /// </summary>
    private async Task<ExperimentResult?> StepAsync(ExperimentInProgress state, bool last, CancellationToken cancellationToken)
    {
        var experiment = state.Experiment;
        var context = state.Context;
        var stopwatch = Stopwatch.StartNew();
        try
        {
            ExperimentFindings findings;
            var launches = 1;
            if (state.Launches is { } series)
            {
                if (!last)
                {
                    await series.RunNextPlannedAsync(cancellationToken).ConfigureAwait(false);
                    state.Seconds += stopwatch.Elapsed.TotalSeconds;
                    return null;
                }

                (findings, launches) = await series.FinishAsync(cancellationToken).ConfigureAwait(false);
            }
            else
            {
                // WaitAsync lets Ctrl+C end the wait even when the experiment is inside a blocking benchmark run.
                findings = await experiment.RunAsync(context, cancellationToken).WaitAsync(cancellationToken).ConfigureAwait(false);
            }

            state.Seconds += stopwatch.Elapsed.TotalSeconds;
            var looks = state.Launches is not null ? Launches!.Looks(experiment, profile) : experiment.Looks(profile);
            var judged = ClaimJudge.Judge(experiment.Claims, findings.Measurements, looks);
            return new ExperimentResult(experiment.Id, experiment.Title, ExperimentStatus.Ok, null, VariantOrigins.Marked(experiment,
                findings.Measurements), judged)
            {
                Metrics = MetricDeclarations.Of(experiment, findings.Measurements),
                Looks = looks,
                Launches = state.Launches is not null ? launches : null,
                // A launch that measures a share leaves the notes on the whole to the parent that merges the shares.
                Notes = Launch.IsOneOfSeveral
                    ? [.. findings.Notes, state.Pool.Note()]
                    : [.. findings.Notes, .. experiment.NotesOn(findings.Measurements)],
                Series = findings.Series,
                DurationSeconds = state.Seconds,
            };
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            state.Seconds += stopwatch.Elapsed.TotalSeconds;
            return Unfinished(experiment, ExperimentStatus.Failed, "cancelled while running", state.Seconds, context.Checkpoint.Latest);
        }
#pragma warning disable CA1031 // Any failure of one experiment is recorded and the run goes on to the next.
        catch (Exception ex)
#pragma warning restore CA1031
        {
            state.Seconds += stopwatch.Elapsed.TotalSeconds;
            await File.WriteAllTextAsync(Path.Combine(context.ArtifactsDirectory, "error.txt"), ex.ToString(), CancellationToken.None)
                .ConfigureAwait(false);
            return Unfinished(experiment, ExperimentStatus.Failed, $"{ex.GetType().Name}: {OneLine(ex.Message)}", state.Seconds,
                context.Checkpoint.Latest);
        }
    }

    private static ExperimentResult Unfinished(IExperiment experiment, ExperimentStatus status, string error, double seconds,
        ExperimentFindings? checkpoint = null) =>
        UnfinishedExperiment.Of(experiment, status, error, seconds, checkpoint);

    private static string OneLine(string message) => message.ReplaceLineEndings(" ");

    /// <summary>Reports on the caller's thread; <see cref="Progress{T}"/> would post to a context the console does not have.</summary>
    /// <summary>An experiment the run has begun: its context, its launches when it runs in launches, its time so far.</summary>
    private sealed class ExperimentInProgress(IExperiment experiment, ExperimentContext context, LaunchSeries? launches, LaunchPool pool)
    {
        public IExperiment Experiment => experiment;

        public ExperimentContext Context => context;

        public LaunchSeries? Launches => launches;

        /// <summary>The pool as this process started the experiment: a launch of several states it in its notes.</summary>
        public LaunchPool Pool => pool;

        /// <summary>The time its steps took, together: with launches spread over the run, not the span from first to last.</summary>
        public double Seconds { get; set; }

        /// <summary>As results.json records it between its steps: partial, with the launches it has finished.</summary>
        public ExperimentResult? Partial { get; set; }
    }

    private sealed class SynchronousProgress<T>(Action<T> report) : IProgress<T>
    {
        public void Report(T value) => report(value);
    }
}
