using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Running;

/// <summary>Real runs' results.json files, kept under Running/Runs: their claims are recreated from their samples alone.</summary>
public class RejudgingTests
{
    public static TheoryData<string> Runs() => RecordedRuns.Names();

    [Theory]
    [MemberData(nameof(Runs))]
    public void Apply_RealRunWithItsClaimsDeleted_RecreatesTheSameVerdicts(string file)
    {
        var recorded = ResultsFile.Read(RecordedRuns.PathOf(file));

        var rejudged = RecordedRuns.Rejudged(recorded);
        if (Environment.GetEnvironmentVariable(TestFiles.UpdateVariable) == "1")
        {
            // A claim's definition changed on purpose: the recorded run keeps its samples, its claims become today's.
            var folder = Directory.CreateTempSubdirectory();
            ResultsFile.Write(folder.FullName, rejudged);
            File.Copy(Path.Combine(folder.FullName, ResultsFile.FileName), RecordedRuns.PathOf(file), overwrite: true);
            folder.Delete(recursive: true);
            return;
        }

        var expected = recorded.Experiments.SelectMany(e => e.Claims).ToDictionary(c => c.Id, c => (c.Verdict, c.Measured));
        var actual = rejudged.Experiments.SelectMany(e => e.Claims).ToDictionary(c => c.Id, c => (c.Verdict, c.Measured));
        Assert.Equal(expected, actual);
    }

    [Fact]
    public void Apply_MultiRuntimeRunWithEveryRuntimesClaimsDeleted_RecreatesEachRuntimesVerdicts()
    {
        var recorded = ResultsFile.Read(RecordedRuns.PathOf("multi-runtime-smoke.json"));
        var stripped = recorded with
        {
            Runtimes = recorded.Runtimes
                .Select(r => r with { Experiments = r.Experiments.Select(e => e with { Claims = [] }).ToList() })
                .ToList(),
        };

        var (rejudged, _) = Rejudging.Apply(stripped, AsyncLab.Catalog.ExperimentCatalog.ClaimsOf,
            AsyncLab.Catalog.ExperimentCatalog.RuntimeComparisons);

        Assert.Equal(3, recorded.Runtimes.Count);
        foreach (var (before, after) in recorded.Runtimes.Zip(rejudged.Runtimes))
        {
            var expected = before.Experiments.SelectMany(e => e.Claims).Select(c => (c.Id, c.Verdict, c.Measured)).Order().ToList();
            var actual = after.Experiments.SelectMany(e => e.Claims).Select(c => (c.Id, c.Verdict, c.Measured)).Order().ToList();
            Assert.NotEmpty(actual);
            Assert.Equal(expected, actual);
        }
    }

    [Fact]
    public void Apply_AVerdictThatMoved_SaysSoInTheWhyAndTheChanges()
    {
        var recorded = ResultsFile.Read(TestFiles.PathOf("Running/Runs/async-cost-quick.json"));
        var experiment = recorded.Experiments.Single();
        var claims = experiment.Claims
            .Select(c => c.Id == "async-cost.task-sync-alloc" ? c with { Verdict = Verdict.Refuted } : c)
            .ToList();
        var tampered = recorded with { Experiments = [experiment with { Claims = claims }] };

        var (rejudged, changes) = Rejudging.Apply(tampered, AsyncLab.Catalog.ExperimentCatalog.ClaimsOf,
            AsyncLab.Catalog.ExperimentCatalog.RuntimeComparisons);

        Assert.Equal("async-cost.task-sync-alloc: refuted at run time, differs now", Assert.Single(changes));
        Assert.Contains("re-judged: the run recorded refuted",
            rejudged.Experiments.Single().Claims.Single(c => c.Id == "async-cost.task-sync-alloc").Why,
            StringComparison.Ordinal);
    }
}
