using AsyncLab.Durations;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Durations;

public class RunEstimateTests
{
    public static TheoryData<string> Recorded => RecordedRuns.Names();

    [Theory]
    [MemberData(nameof(Recorded))]
    public void For_RecordedRunIsThePreviousRun_EachExperimentExpectedAsLongAsItTookThere(string name)
    {
        var previous = ResultsFile.Read(RecordedRuns.PathOf(name));
        ProfileNames.TryParse(previous.Run.Profile, out var profile);

        var estimate = RunEstimate.For(previous.Experiments.Select(e => e.Id), profile, previous.Run.LogicalCores, [previous]);

        Assert.Equal(previous.Experiments.Select(e => e.DurationSeconds), estimate.Experiments.Select(e => e.Seconds));
        Assert.All(estimate.Experiments, e => Assert.Equal($"previous run {previous.Run.Id}", e.Source));
        Assert.Equal(previous.Experiments.Sum(e => e.DurationSeconds ?? 0), estimate.KnownSeconds, 6);
    }

    [Theory]
    [MemberData(nameof(Recorded))]
    public void For_NoPreviousRun_TheLabsTableWithinAQuarterOfTheRecordedQuickRunsWallTime(string name)
    {
        var recorded = ResultsFile.Read(RecordedRuns.PathOf(name));
        if (recorded.Run.Profile != "quick" || recorded.Runtimes.Count > 0)
        {
            return; // the table's quick figures are the target; smoke runs last seconds and vary by more than their length
        }

        if (recorded.Experiments.All(e => e.Launches is null))
        {
            return; // recorded in one process, before quick measured in launches: the table is the launched lab's
        }

        var estimate = RunEstimate.For(recorded.Experiments.Select(e => e.Id), Profile.Quick, recorded.Run.LogicalCores, []);
        var wall = (recorded.Run.FinishedUtc!.Value - recorded.Run.StartedUtc).TotalSeconds;

        Assert.True(estimate.Complete);
        Assert.InRange(estimate.KnownSeconds / wall, 0.75, 1.25);
    }

    [Fact]
    public void For_PreviousRunStoppedInTheExperiment_TheTableInstead()
    {
        var previous = Run("quick", 2, ("async-cost", ExperimentStatus.Partial, 30));

        var expected = Assert.Single(RunEstimate.For(["async-cost"], Profile.Quick, 2, [previous]).Experiments);

        Assert.Equal(DurationTable.Find(Profile.Quick, 2, "async-cost")!.Seconds, expected.Seconds);
        Assert.Equal("the lab's table, 2 cores", expected.Source);
    }

    [Fact]
    public void For_PreviousRunsOfOtherCoresOrProfile_PassedOverAndTheNewestComparableTaken()
    {
        var older = Run("quick", 16, ("composition", ExperimentStatus.Ok, 5));
        var otherCores = Run("quick", 2, ("composition", ExperimentStatus.Ok, 99));
        var otherProfile = Run("full", 16, ("composition", ExperimentStatus.Ok, 77));
        var newer = Run("quick", 16, ("composition", ExperimentStatus.Ok, 7), startedHoursLater: 1);

        var expected = Assert.Single(
            RunEstimate.For(["composition"], Profile.Quick, 16, [older, otherCores, otherProfile, newer]).Experiments);

        Assert.Equal(7, expected.Seconds);
    }

    [Fact]
    public void For_NoRunAndNoTableEntry_Unknown()
    {
        var estimate = RunEstimate.For(["whenall-vs-foreachasync"], Profile.Full, 2, []);

        Assert.Null(Assert.Single(estimate.Experiments).Seconds);
        Assert.False(estimate.Complete);
    }

    [Fact]
    public void Find_CoresNotInTheTable_NearestRecordedCoreCount()
    {
        Assert.Equal(2, DurationTable.Find(Profile.Quick, 16, "database")!.Cores);
        Assert.Null(DurationTable.Find(Profile.Full, 2, "database"));
    }

    [Fact]
    public void Table_EveryCatalogExperimentInQuickAndSmoke()
    {
        foreach (var id in AsyncLab.Catalog.ExperimentCatalog.All.Select(e => e.Id))
        {
            Assert.NotNull(DurationTable.Find(Profile.Quick, 2, id));
            Assert.NotNull(DurationTable.Find(Profile.Smoke, 2, id));
        }
    }

    private static ResultsDocument Run(
        string profile,
        int cores,
        (string Id, ExperimentStatus Status, double Seconds) experiment,
        int startedHoursLater = 0)
    {
        var started = new DateTimeOffset(2026, 1, 1, 0, 0, 0, TimeSpan.Zero).AddHours(startedHoursLater);
        var run = new RunInfo($"run-{profile}-{cores}-{startedHoursLater}", profile, started, started.AddMinutes(1), "rt", "os", "cpu",
            cores, "gc", "v");
        return new ResultsDocument(ResultsDocument.CurrentSchema, run,
            [
                new ExperimentResult(experiment.Id, experiment.Id, experiment.Status, null, [], [])
                {
                    DurationSeconds = experiment.Seconds
                }
            ]);
    }
}
