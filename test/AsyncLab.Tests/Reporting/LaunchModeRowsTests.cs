using AsyncLab.Reporting;
using AsyncLab.Results;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Reporting;

public sealed class LaunchModeRowsTests
{
    [Fact]
    public void Of_OneRowTwiceAsSlowInOneLaunch_NamesItWithBothFiguresAndShares()
    {
        var rows = LaunchModeRows.Of(LaunchedRuns.OneRowInTwoModes(splitFactor: 2));

        var line = Assert.Single(rows);
        Assert.StartsWith("split, time per operation: ", line, StringComparison.Ordinal);
        Assert.Contains("in 3 of 4 launches", line, StringComparison.Ordinal);
        Assert.Contains("in 1 of 4", line, StringComparison.Ordinal);
    }

    [Fact]
    public void Of_EveryRowInOneMode_NamesNone()
    {
        Assert.Empty(LaunchModeRows.Of(LaunchedRuns.OneRowInTwoModes(splitFactor: 1)));
    }

    [Fact]
    public void Of_RowsInOneProcess_NamesNone()
    {
        var experiment = LaunchedRuns.OneRowInTwoModes(splitFactor: 2);
        var oneProcess = experiment with { Measurements = experiment.Measurements.Select(m => m with { Launches = null }).ToList() };

        Assert.Empty(LaunchModeRows.Of(oneProcess));
    }
}
