using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Benchmarking;

public sealed class BenchmarkCheckpointTests : IDisposable
{
    private readonly string directory = Directory.CreateTempSubdirectory("asynclab-checkpoint-").FullName;

    public void Dispose() => Directory.Delete(directory, recursive: true);

    [Fact]
    public async Task RunAsync_SessionCancelledAfterTwoOfFourCases_KeepsTheTwoAndJudgesOnlyClaimsWhoseCasesFinished()
    {
        using var cancellation = new CancellationTokenSource();
        var twoFinished = new TaskCompletionSource();
        var experiment = new FakeSessionExperiment(finishAfter: 2, twoFinished);

        var run = new LabRunner([experiment], Profile.Smoke, directory, new QuietObserver()).RunAsync(cancellation.Token);
        await twoFinished.Task;
        await cancellation.CancelAsync();
        await run;

        var result = Assert.Single(ResultsFile.Read(directory).Experiments);
        Assert.Equal(ExperimentStatus.Partial, result.Status);
        Assert.Equal(["row (n 1)", "row (n 2)"], result.Measurements.Select(m => m.Cell));
        var claims = result.Claims.ToDictionary(c => c.Id);
        Assert.Equal(Verdict.Holds, claims["first-row"].Verdict);
        Assert.Equal(Verdict.NotMeasured, claims["every-row"].Verdict);
        Assert.StartsWith("interrupted before row (n 3) was measured", claims["every-row"].Why, StringComparison.Ordinal);
        Assert.Equal(Verdict.NotMeasured, claims["single"].Verdict);
        Assert.StartsWith("interrupted before single was measured", claims["single"].Why, StringComparison.Ordinal);
        Assert.Contains(result.Notes, n => n.StartsWith("Partial: cancelled while running. 2 case(s)", StringComparison.Ordinal));
    }

    [Fact]
    public async Task RunAsync_CheckpointWhileRunning_ResultsFileHoldsItAsPartialBeforeTheExperimentEnds()
    {
        var twoFinished = new TaskCompletionSource();
        var experiment = new FakeSessionExperiment(finishAfter: 2, twoFinished);

        using var cancellation = new CancellationTokenSource();
        var run = new LabRunner([experiment], Profile.Smoke, directory, new QuietObserver()) { CheckpointInterval = TimeSpan.Zero }
            .RunAsync(cancellation.Token);
        await twoFinished.Task;

        // What a lab killed outright at this moment leaves behind.
        var written = Assert.Single(ResultsFile.Read(directory).Experiments);
        Assert.Equal(ExperimentStatus.Partial, written.Status);
        Assert.Equal(CheckpointWriter.StillRunning, written.Error);
        Assert.Equal(2, written.Measurements.Count);
        await cancellation.CancelAsync();
        await run;
    }

    /// <summary>
    /// Stands in for an experiment measuring four cases through a benchmark session: it publishes through a
    /// <see cref="BenchmarkCheckpoint"/> as each case finishes, as the session's events do, then waits to be stopped.
    /// </summary>
    private sealed class FakeSessionExperiment(int finishAfter, TaskCompletionSource finished) : IExperiment
    {
        private static readonly BenchmarkCaseResult[] Cases = [Case("row", 1), Case("row", 2), Case("row", 3), Case("single", null)];

        public string Id => "fake-session";

        public string Title => Id;

        public string Sources => "test";

        public IReadOnlyList<string> Variants => ["row", "single"];

        public IReadOnlyList<ClaimDefinition> Claims { get; } =
        [
            Claim("first-row", Timed(CaseSelector.Of("row", ("n", "1")))),
            Claim("every-row", new EachRowCheck("row", Timed(new CaseSelector("row")), "every n")),
            Claim("single", Timed(new CaseSelector("single"))),
        ];

        public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
        {
            var checkpoint = new BenchmarkCheckpoint(
                context.Checkpoint,
                figures => new ExperimentFindings(figures
                    .Select(f => new Measurement(f.Method, f.Parameters, f.ToMetrics()) { Samples = f.Samples })
                    .ToList()),
                f => new Measurement(f.Method, f.Parameters, new Dictionary<string, double>()));
            for (var done = 1; done <= finishAfter; done++)
            {
                checkpoint.Publish(Cases[..done], Cases[done..]);
            }

            finished.SetResult();
            await Task.Delay(Timeout.Infinite, cancellationToken);
            throw new InvalidOperationException("never reached");
        }

        private static BenchmarkCaseResult Case(string method, int? n) =>
            new(method,
                n is { } value
                    ? new Dictionary<string, string> { ["n"] = value.ToString(System.Globalization.CultureInfo.InvariantCulture) }
                    : new Dictionary<string, string>(),
                10, 1, 1, 0)
            {
                TimeSamplesNs = [9, 10, 11],
            };

        private static ValueCheck Timed(CaseSelector selector) => new(Metrics.MeanNs, selector, Band.AtLeast(0), Band.AtLeast(0));

        private static ClaimDefinition Claim(string id, IClaimCheck check) =>
            new(id, Provenance.Lab("a test claim"), "statement", "published", check, ClaimReading.None);
    }
}
