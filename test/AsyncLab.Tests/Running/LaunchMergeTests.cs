using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public sealed class LaunchMergeTests
{
    [Fact]
    public void Merge_ThreeLaunches_SamplesInLaunchOrderWithTheLaunchOfEach()
    {
        var merged = LaunchMerge.Merge([(2, Findings(30, [5, 6])), (0, Findings(10, [1, 2])), (1, Findings(20, [3]))]);

        var cell = Assert.Single(merged.Measurements);
        Assert.Equal([1, 2, 3, 5, 6], cell.Samples!["time_ns"]);
        Assert.Equal([0, 0, 1, 2, 2], cell.Launches!["time_ns"]);
    }

    [Fact]
    public void Merge_SingleFigures_LowerMedianOfTheLaunches()
    {
        var merged = LaunchMerge.Merge([(0, Findings(10, [1])), (1, Findings(40, [1])), (2, Findings(20, [1])), (3, Findings(30, [1]))]);

        // Four launches: the lower of the two middle figures, one a launch read, never their mean.
        Assert.Equal(20, merged.Measurements[0].Metrics["median_ns"]);
    }

    [Fact]
    public void Merge_OneLaunch_NoLaunchLabels()
    {
        var merged = LaunchMerge.Merge([(0, Findings(10, [1, 2]))]);

        Assert.Null(merged.Measurements[0].Launches);
        Assert.Equal([1, 2], merged.Measurements[0].Samples!["time_ns"]);
    }

    [Fact]
    public void Merge_CellInOneLaunchOnly_KeptWithoutLabels()
    {
        var once = new Measurement("once", new Dictionary<string, string> { ["items"] = "10" }, new Dictionary<string,
            double> { ["median_ns"] = 7 })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["time_ns"] = [7] },
        };
        var first = Findings(10, [1]) with { Measurements = [.. Findings(10, [1]).Measurements, once] };

        var merged = LaunchMerge.Merge([(0, first), (1, Findings(20, [2]))]);

        var kept = Assert.Single(merged.Measurements, m => m.Variant == "once");
        Assert.Null(kept.Launches);
        Assert.Equal(7, kept.Metrics["median_ns"]);
    }

    [Fact]
    public void Merge_NotesAndSeries_TheFirstLaunchs()
    {
        var merged = LaunchMerge.Merge([(1, Findings(20, [2]) with { Notes = ["second"] }), (0, Findings(10,
            [1]) with { Notes = ["first"] })]);

        Assert.Equal(["first"], merged.Notes);
    }

    [Fact]
    public void Merge_EveryLaunchStatesOnePool_OnePoolNoteAfterTheFirstLaunchsNotes()
    {
        var pool = new LaunchPool(2, 2, 32_767, 2).Note();

        var merged = LaunchMerge.Merge([(1, Findings(20, [2]) with { Notes = ["second", pool] }), (0, Findings(10,
            [1]) with { Notes = ["first", pool] })]);

        Assert.Equal(["first", pool], merged.Notes);
    }

    [Fact]
    public void Merge_LaunchesStateDifferentPools_NoteNamesEachLaunchsPool()
    {
        var merged = LaunchMerge.Merge([(0, Findings(10, [1]) with { Notes = [new LaunchPool(2, 2, 32_767, 2).Note()] }),
            (1, Findings(20, [2]) with { Notes = [new LaunchPool(1, 2, 32_767, 2).Note()] })]);

        var note = Assert.Single(merged.Notes);
        Assert.StartsWith("Thread pools differed between launches: launch 1: min 2 workers", note, StringComparison.Ordinal);
        Assert.Contains("launch 2: min 1 workers", note, StringComparison.Ordinal);
    }

    private static ExperimentFindings Findings(double median, double[] samples) => new(
        [new Measurement("case", new Dictionary<string, string>(), new Dictionary<string, double> { ["median_ns"] = median })
        {
            Samples = new Dictionary<string, IReadOnlyList<double>> { ["time_ns"] = samples },
        }]);
}
