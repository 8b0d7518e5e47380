using AsyncLab.Catalog;
using AsyncLab.Claims;
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
        var experiments = new IExperiment[] { new FakeExperiment("first", _ => throw new InvalidOperationException("boom\nsecond line")), new FakeExperiment("second") };

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
        var document = await new LabRunner([new FakeExperiment("judged")], Profile.Smoke, directory, new SilentObserver()).RunAsync(CancellationToken.None);

        var claim = Assert.Single(document.Experiments[0].Claims);
        Assert.Equal(Verdict.Holds, claim.Verdict);
        Assert.Equal("yes", claim.Measured);
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

        await new LabRunner([new FakeExperiment("first"), second], Profile.Smoke, directory, new SilentObserver()).RunAsync(CancellationToken.None);

        Assert.Equal(1, seenAfterFirst);
    }

    private sealed class FakeExperiment(string id, Func<CancellationToken, Task<ExperimentFindings>>? run = null) : IExperiment
    {
        public string Id => id;

        public string Title => id;

        public string Sources => "test";

        public IReadOnlyList<string> Variants => ["only"];

        public IReadOnlyList<ClaimDefinition> Claims { get; } =
            [new($"{id}.claim", "test", "statement", "published", ValueCheck.Yes("done", new CaseSelector("only"), "only done"), ClaimReading.None)];

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
