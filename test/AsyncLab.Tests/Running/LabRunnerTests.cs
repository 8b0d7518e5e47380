using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Html;
using AsyncLab.Html.Charts;
using AsyncLab.MachineSpeed;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public sealed class LabRunnerTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-runner-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task RunAsync_OneExperimentThrows_OthersStillRunAndFailureIsRecorded()
    {
        var experiments = new IExperiment[] { new FakeExperiment("first",
            _ => throw new InvalidOperationException("boom\nsecond line")), new FakeExperiment("second") };

        var document = await new LabRunner(experiments, Profile.Smoke, directory, new SilentObserver()).RunAsync(CancellationToken.None);

        Assert.Equal(ExperimentStatus.Failed, document.Experiments[0].Status);
        Assert.Equal("InvalidOperationException: boom second line", document.Experiments[0].Error);
        Assert.Equal(Verdict.NotMeasured, Assert.Single(document.Experiments[0].Claims).Verdict);
        Assert.Equal(ExperimentStatus.Ok, document.Experiments[1].Status);
        Assert.True(File.Exists(Path.Combine(directory, "artifacts", "first", "error.txt")));
        Assert.NotNull(ResultsFile.Read(directory).Run.FinishedUtc);
    }

    [Fact]
    public async Task RunAsync_ExperimentMeasured_RunnerJudgesTheClaimFromTheMeasurements()
    {
        var document = await new LabRunner([new FakeExperiment("judged")], Profile.Smoke, directory,
            new SilentObserver()).RunAsync(CancellationToken.None);

        var claim = Assert.Single(document.Experiments[0].Claims);
        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.Equal("yes", claim.Measured);
    }

    [Fact]
    public async Task RunAsync_ExperimentMeasured_ResultsJsonDeclaresTheMetricsItsMeasurementsUse()
    {
        var runner = new LabRunner([new FakeExperiment("declared")], Profile.Smoke, directory, new SilentObserver());

        await runner.RunAsync(CancellationToken.None);
        var written = ResultsFile.Read(directory).Experiments.Single();

        Assert.Equal([FakeExperiment.Done], written.Metrics);
    }

    [Fact]
    public async Task RunAsync_LaunchPlan_MeasuredByTheLauncherJudgedOnTheMergeAndCounted()
    {
        var launcher = new CountingLauncher();
        var runner = new LabRunner([new FakeExperiment("launched")], Profile.Quick, directory, new SilentObserver())
        {
            Launches = new LaunchPlan(launcher, planned: 3, most: 3, TimeSpan.Zero),
        };

        var document = await runner.RunAsync(CancellationToken.None);

        Assert.Equal(3, launcher.Count);
        Assert.Equal(3, document.Experiments[0].Launches);
        Assert.Equal([FakeExperiment.Done], document.Experiments[0].Metrics);
        Assert.Equal(Verdict.Holds, Assert.Single(document.Experiments[0].Claims).Verdict);
    }

    [Fact]
    public async Task RunAsync_LaunchPlanAndALoadExperiment_TheLoadExperimentStaysInThisProcess()
    {
        var launcher = new CountingLauncher();
        var runner = new LabRunner([new FakeExperiment("load") { Server = true }], Profile.Quick, directory, new SilentObserver())
        {
            Launches = new LaunchPlan(launcher, planned: 3, most: 3, TimeSpan.Zero),
        };

        var document = await runner.RunAsync(CancellationToken.None);

        Assert.Equal(0, launcher.Count);
        Assert.Null(document.Experiments[0].Launches);
    }

    [Fact]
    public async Task RunAsync_LaunchPlanAndTwoExperiments_OneLaunchOfEachInTurn()
    {
        var launcher = new CountingLauncher();
        var runner = new LabRunner([new FakeExperiment("a"), new FakeExperiment("b")], Profile.Quick, directory, new SilentObserver())
        {
            Launches = new LaunchPlan(launcher, planned: 3, most: 3, TimeSpan.Zero),
        };

        var document = await runner.RunAsync(CancellationToken.None);

        Assert.Equal(["a 1/3", "b 1/3", "a 2/3", "b 2/3", "a 3/3", "b 3/3"], launcher.Launched);
        Assert.Equal([3, 3], document.Experiments.Select(e => e.Launches));
        Assert.All(document.Experiments, e => Assert.Equal(ExperimentStatus.Ok, e.Status));
    }

    [Fact]
    public async Task RunAsync_AnotherExperimentsLaunchRunning_ResultsFileHoldsTheBegunOneAsPartial()
    {
        ExperimentResult? seen = null;
        var launcher = new CountingLauncher
        {
            Before = (experiment, launch) =>
            {
                if (experiment.Id == "b" && launch.Index == 0)
                {
                    seen = Assert.Single(ResultsFile.Read(directory).Experiments);
                }
            },
        };
        var runner = new LabRunner([new FakeExperiment("a"), new FakeExperiment("b")], Profile.Quick, directory, new SilentObserver())
        {
            Launches = new LaunchPlan(launcher, planned: 2, most: 2, TimeSpan.Zero),
        };

        await runner.RunAsync(CancellationToken.None);

        Assert.Equal(("a", ExperimentStatus.Partial, CheckpointWriter.StillRunning), (seen?.Id, seen?.Status, seen?.Error));
    }

    [Fact]
    public async Task RunAsync_LaunchFailsInTheSecondSweep_ThatExperimentKeepsItsFirstLaunchAndTheOtherFinishes()
    {
        var launcher = new CountingLauncher
        {
            Before = (experiment, launch) =>
            {
                if (experiment.Id == "a" && launch.Index == 1)
                {
                    throw new LaunchFailedException("the launch's process exited with code 1");
                }
            },
        };
        var runner = new LabRunner([new FakeExperiment("a"), new FakeExperiment("b")], Profile.Quick, directory, new SilentObserver())
        {
            Launches = new LaunchPlan(launcher, planned: 3, most: 3, TimeSpan.Zero),
        };

        var document = await runner.RunAsync(CancellationToken.None);

        Assert.Equal(["a 1/3", "b 1/3", "b 2/3", "b 3/3"], launcher.Launched);
        Assert.Equal((ExperimentStatus.Partial, "LaunchFailedException: the launch's process exited with code 1"),
            (document.Experiments[0].Status, document.Experiments[0].Error));
        Assert.Equal((ExperimentStatus.Ok, 3), (document.Experiments[1].Status, document.Experiments[1].Launches));
    }

    [Fact]
    public async Task RunAsync_CancelledInTheSecondSweep_BegunExperimentsPartialAndTheUnstartedSkipped()
    {
        using var cancellation = new CancellationTokenSource();
        var launcher = new CountingLauncher
        {
            Before = (experiment, launch) =>
            {
                if (experiment.Id == "b" && launch.Index == 1)
                {
                    cancellation.Cancel();
                    throw new LaunchFailedException("cancelled", cancelled: true);
                }
            },
        };
        // Two launched experiments and two measured in this process, in the second and the third sweep.
        IExperiment[] experiments = [new FakeExperiment("a"), new FakeExperiment("b"), new FakeExperiment("load") { Server = true },
            new FakeExperiment("later") { Server = true }];
        var runner = new LabRunner(experiments, Profile.Quick, directory, new SilentObserver())
        {
            Launches = new LaunchPlan(launcher, planned: 3, most: 3, TimeSpan.Zero),
        };

        var document = await runner.RunAsync(cancellation.Token);

        Assert.Equal(["a 1/3", "b 1/3", "a 2/3"], launcher.Launched);
        Assert.Equal([ExperimentStatus.Partial, ExperimentStatus.Partial, ExperimentStatus.Skipped, ExperimentStatus.Skipped],
            document.Experiments.Select(e => e.Status));
        Assert.Equal(4, ResultsFile.Read(directory).Experiments.Count);
    }

    [Fact]
    public async Task RunAsync_TwoExperiments_ProbesTheMachineAtEachStartAndEndAndExperimentsSampleThroughTheContext()
    {
        var probe = 1000.0;
        var speed = new MachineSpeedLog(() => probe += 10);
        var sampling = new CheckpointingExperiment("sampling", (context, _) =>
        {
            context.MachineSpeed.Sample("after round 1");
            return Task.FromResult(new ExperimentFindings([]));
        });

        var document = await new LabRunner([sampling, new FakeExperiment("second")], Profile.Smoke, directory,
            new SilentObserver()) { MachineSpeed = speed }
            .RunAsync(CancellationToken.None);

        Assert.Equal(
            ["sampling start", "sampling after round 1", "sampling end", "second start", "second end"],
            document.MachineSpeed.Select(s => $"{s.Experiment} {s.Where}"));
        Assert.Equal(5, ResultsFile.Read(directory).MachineSpeed.Count);
    }

    [Fact]
    public async Task RunAsync_ClaimNotJudged_AppearsAsNotMeasured()
    {
        var experiment = new FakeExperiment("quiet", _ => Task.FromResult(new ExperimentFindings([])));

        var document = await new LabRunner([experiment], Profile.Smoke, directory, new SilentObserver()).RunAsync(CancellationToken.None);

        var claim = Assert.Single(document.Experiments[0].Claims);
        Assert.Equal(Verdict.NotMeasured, claim.Verdict);
    }

    [Fact]
    public async Task RunAsync_CancelledDuringExperiment_KeepsFinishedOnesAndMarksTheRest()
    {
        using var cancellation = new CancellationTokenSource();
        var started = new TaskCompletionSource();
        var hanging = new FakeExperiment("hangs", async ct =>
        {
            started.SetResult();
            await Task.Delay(Timeout.Infinite, CancellationToken.None); // ignores the token: the runner must not wait for it
            throw new InvalidOperationException("unreachable");
        });
        var experiments = new IExperiment[] { new FakeExperiment("done"), hanging, new FakeExperiment("never") };

        var run = new LabRunner(experiments, Profile.Smoke, directory, new SilentObserver()).RunAsync(cancellation.Token);
        await started.Task;
        await cancellation.CancelAsync();
        var document = await run;

        Assert.Equal([ExperimentStatus.Ok, ExperimentStatus.Failed, ExperimentStatus.Skipped], document.Experiments.Select(e => e.Status));
        Assert.Equal(3, ResultsFile.Read(directory).Experiments.Count);
    }

    [Fact]
    public async Task RunAsync_AfterEachExperiment_ResultsFileHoldsWhatFinished()
    {
        var seenAfterFirst = -1;
        var second = new FakeExperiment("second", _ =>
        {
            seenAfterFirst = ResultsFile.Read(directory).Experiments.Count;
            return Task.FromResult(new ExperimentFindings([]));
        });

        await new LabRunner([new FakeExperiment("first"), second], Profile.Smoke, directory,
            new SilentObserver()).RunAsync(CancellationToken.None);

        Assert.Equal(1, seenAfterFirst);
    }

    [Fact]
    public async Task RunAsync_CancelledAfterCheckpoint_RecordsPartialWithWhatWasCheckpointed()
    {
        using var cancellation = new CancellationTokenSource();
        var checkpointed = new TaskCompletionSource();
        var experiment = new CheckpointingExperiment("stops", async (context, ct) =>
        {
            context.Checkpoint.Publish(Findings("first test"));
            checkpointed.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
            return Findings("never");
        });

        var run = new LabRunner([experiment], Profile.Smoke, directory, new SilentObserver()).RunAsync(cancellation.Token);
        await checkpointed.Task;
        await cancellation.CancelAsync();
        var result = Assert.Single((await run).Experiments);

        Assert.Equal(ExperimentStatus.Partial, result.Status);
        Assert.Equal("cancelled while running", result.Error);
        Assert.Equal("first test", Assert.Single(result.Measurements).Variant);
        Assert.Equal(["note of first test"], result.Notes);
        Assert.Equal("first test", Assert.Single(result.Series).Name);
        Assert.Equal([Verdict.Holds, Verdict.NotMeasured], result.Claims.Select(c => c.Verdict));
        Assert.StartsWith("cancelled while running: ", result.Claims[1].Why, StringComparison.Ordinal);
        Assert.Equal(ExperimentStatus.Partial, Assert.Single(ResultsFile.Read(directory).Experiments).Status);
    }

    [Fact]
    public async Task RunAsync_ThrowsAfterCheckpoints_RecordsPartialWithTheLastAndTheError()
    {
        var experiment = new CheckpointingExperiment("fails", (context, _) =>
        {
            context.Checkpoint.Publish(Findings("first test"));
            context.Checkpoint.Publish(Findings("first test", "second test"));
            throw new InvalidOperationException("third test broke");
        });

        var result = Assert.Single((await new LabRunner([experiment], Profile.Smoke, directory,
            new SilentObserver()).RunAsync(CancellationToken.None)).Experiments);

        Assert.Equal(ExperimentStatus.Partial, result.Status);
        Assert.Equal("InvalidOperationException: third test broke", result.Error);
        Assert.Equal(["first test", "second test"], result.Measurements.Select(m => m.Variant));
        Assert.True(File.Exists(Path.Combine(directory, "artifacts", "fails", "error.txt")));
    }

    [Fact]
    public async Task RunAsync_ThrowsWithEmptyCheckpoint_Failed()
    {
        var experiment = new CheckpointingExperiment("empty", (context, _) =>
        {
            context.Checkpoint.Publish(new ExperimentFindings([]));
            throw new InvalidOperationException("nothing finished");
        });

        var result = Assert.Single((await new LabRunner([experiment], Profile.Smoke, directory,
            new SilentObserver()).RunAsync(CancellationToken.None)).Experiments);

        Assert.Equal(ExperimentStatus.Failed, result.Status);
        Assert.Empty(result.Measurements);
    }

    private static ExperimentFindings Findings(params string[] variants) =>
        new(variants.Select(v => new Measurement(v, new Dictionary<string, string>(), new Dictionary<string,
            double> { ["mean_ns"] = 1 })).ToList())
        {
            Notes = [$"note of {variants[^1]}"],
            Series = [new Series(variants[^1], "x", "y", [new SeriesPoint(1, 1)])],
        };

    private sealed class CheckpointingExperiment(string id, Func<ExperimentContext, CancellationToken,
        Task<ExperimentFindings>> run) : IExperiment
    {
        public string Id => id;

        public string Title => id;

        public string Sources => "test";

        public IReadOnlyList<string> Variants => ["only"];

        // One claim on the first test (finished before any interruption), one on a test that is never reached.
        public IReadOnlyList<ClaimDefinition> Claims { get; } =
        [
            new($"{id}.first", Provenance.Lab("a test claim"), "statement", "published", Timed("first test"), ClaimReading.None),
            new($"{id}.third", Provenance.Lab("a test claim"), "statement", "published", Timed("third test"), ClaimReading.None),
        ];

        public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken) => run(context,
            cancellationToken);

        private static ValueCheck Timed(string variant) =>
            new(Metrics.MeanNs, new CaseSelector(variant), Band.AtLeast(0), Band.AtLeast(0));
    }

    private sealed class CountingLauncher : ILaunchRunner
    {
        public int Count { get; private set; }

        /// <summary>"a 2/3" for each launch run, in the order run.</summary>
        public List<string> Launched { get; } = [];

        /// <summary>Called as each launch starts; it may throw as a failed launch would.</summary>
        public Action<IExperiment, Launch>? Before { get; init; }

        public Task<ExperimentFindings> RunAsync(IExperiment experiment, Launch launch, string outputDirectory,
            IProgress<ExperimentProgress> progress, CancellationToken cancellationToken)
        {
            Before?.Invoke(experiment, launch);
            Count++;
            Launched.Add($"{experiment.Id} {launch.Index + 1}/{launch.Count}");
            return experiment.RunAsync(new ExperimentContext(Profile.Quick, outputDirectory, progress) { Launch = launch },
                cancellationToken);
        }
    }

    [Fact]
    public async Task RunAsync_ExperimentReadsItsMeasurements_ItsNotesFollowTheOnesItWrote()
    {
        var experiment = new FakeExperiment("reads", _ => Task.FromResult(Findings("first test")))
        {
            Reads = measurements => [$"read {measurements.Count} measurement(s)"],
        };

        var run = await new LabRunner([experiment], Profile.Smoke, directory, new SilentObserver()).RunAsync(CancellationToken.None);

        Assert.Equal(["note of first test", "read 1 measurement(s)"], Assert.Single(run.Experiments).Notes);
    }

    [Fact]
    public async Task RunAsync_OneOfSeveralLaunches_LeavesTheNotesOnTheMeasurementsToTheParent()
    {
        var experiment = new FakeExperiment("reads", _ => Task.FromResult(Findings("first test")))
        {
            Reads = measurements => [$"read {measurements.Count} measurement(s)"],
        };

        var run = await new LabRunner([experiment], Profile.Smoke, directory, new SilentObserver()) { Launch = new Launch(0, 3) }
            .RunAsync(CancellationToken.None);

        Assert.Equal(["note of first test", LaunchPool.Current().Note()], Assert.Single(run.Experiments).Notes);
    }

    [Fact]
    public async Task RunAsync_OwnProcess_StatesNoLaunchPool()
    {
        var experiment = new FakeExperiment("alone", _ => Task.FromResult(Findings("first test")));

        var run = await new LabRunner([experiment], Profile.Smoke, directory, new SilentObserver()).RunAsync(CancellationToken.None);

        Assert.DoesNotContain(Assert.Single(run.Experiments).Notes, n => n.StartsWith(LaunchPool.NotePrefix, StringComparison.Ordinal));
    }

    private sealed class FakeExperiment(string id, Func<CancellationToken, Task<ExperimentFindings>>? run = null) : IExperiment
    {
        public Func<IReadOnlyList<Measurement>, IReadOnlyList<string>>? Reads { get; init; }

        public IReadOnlyList<string> NotesOn(IReadOnlyList<Measurement> measurements) => Reads?.Invoke(measurements) ?? [];

        public bool Server { get; init; }

        public bool NeedsTargetServer => Server;

        public string Id => id;

        public string Title => id;

        public string Sources => "test";

        public IReadOnlyList<string> Variants => ["only"];

        public static Metric Done { get; } = new("done", MetricUnit.Flag, MetricBetter.Higher, "done");

        public IReadOnlyList<Metric> Metrics => [Done];

        public IReadOnlyList<ClaimDefinition> Claims { get; } =
            [new($"{id}.claim", Provenance.Lab("a test claim"), "statement", "published", ValueCheck.Yes(Done, new CaseSelector("only"),
                "only done"), ClaimReading.None)];

        public Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken) =>
            run?.Invoke(cancellationToken) ?? Task.FromResult(new ExperimentFindings(
                [new Measurement("only", new Dictionary<string, string>(), new Dictionary<string, double> { ["done"] = 1 })]));
    }

    private sealed class SilentObserver : IRunObserver
    {
        public void ExperimentStarted(IExperiment experiment, int index, int count)
        {
        }

        public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
        {
        }

        public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
        {
        }
    }
}
