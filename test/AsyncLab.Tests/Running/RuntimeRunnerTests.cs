using AsyncLab.Catalog;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Runtimes;
using AsyncLab.Tests.Fixtures;
using AsyncLab.Tests.Runtimes;

namespace AsyncLab.Tests.Running;

public sealed class RuntimeRunnerTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-runtimes-").FullName;
    private readonly RecordingObserver observer = new();

    public void Dispose() => Directory.Delete(directory, recursive: true);

    private RuntimeRunner Runner(params string[] ids) =>
        new(new RuntimeBuild(RuntimeSources.Locate()!), ids.Select(id => ExperimentCatalog.Find(id)!).ToList(), Profile.Smoke,
            directory, observer);

    [Fact]
    public async Task RunAsync_BuildFailed_FailedRuntimeWhoseClaimsAreNotMeasuredWithTheReason()
    {
        var built = new RuntimeBuildOutcome(LabRuntime.Net9, null, false, "building the lab for net9.0 failed: error NU1102", 3);

        var result = await Runner("async-cost").RunAsync(built, CancellationToken.None);

        Assert.Equal(RuntimeStatus.Failed, result.Status);
        Assert.Equal(built.Error, result.Error);
        var claims = Assert.Single(result.Experiments).Claims;
        Assert.All(claims, c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
        Assert.All(claims, c => Assert.Contains("NU1102", c.Why, StringComparison.Ordinal));
        Assert.Same(result, observer.Finished.Single());
    }

    [Fact]
    [Integration]
    public async Task RunAsync_WebExperimentSelected_ChildRunsTheOthersAndTheWebOneIsNotMeasured()
    {
        using var fake = FakeChild.With("""cp "$RESULTS" "$OUT/results.json" """, FakeChild.Results("net8.0"));
        var built = new RuntimeBuildOutcome(LabRuntime.Net8, fake.Executable, true, null, 0);

        var result = await Runner("async-cost", "web-throughput").RunAsync(built, CancellationToken.None);

        Assert.DoesNotContain("web-throughput", fake.Arguments);
        Assert.Contains("async-cost", fake.Arguments);
        Assert.Equal(RuntimeStatus.Ok, result.Status);
        var web = result.Experiments.Single(e => e.Id == "web-throughput");
        Assert.Equal(ExperimentStatus.Skipped, web.Status);
        Assert.Contains("target server", web.Error, StringComparison.Ordinal);
        Assert.All(web.Claims, c => Assert.Equal(Verdict.NotMeasured, c.Verdict));
        Assert.Equal(0, result.BuildSeconds);
    }

    private sealed class RecordingObserver : IRunObserver
    {
        public List<RuntimeResult> Finished { get; } = [];

        public void ExperimentStarted(IExperiment experiment, int index, int count)
        {
        }

        public void ExperimentProgressed(IExperiment experiment, ExperimentProgress progress)
        {
        }

        public void ExperimentFinished(IExperiment experiment, ExperimentResult result)
        {
        }

        public void RuntimeFinished(LabRuntime runtime, RuntimeResult result) => Finished.Add(result);
    }
}
