using AsyncLab.Comparison;
using AsyncLab.Html;
using AsyncLab.Results;
using AsyncLab.Statistics;
using AsyncLab.Tests.Fixtures;

namespace AsyncLab.Tests.Comparison;

/// <summary>compare on runs measured in launches: the launch is the unit, "no change" is an equivalence, the gate's rows.</summary>
public sealed class LaunchedRowsTests
{
    private static readonly double[] Truth = [10, 20, 40, 80, 160, 320, 640, 1280];

    [Fact]
    public void Of_SameCodeQuietProcesses_EveryTimeRowNoChangeWithinTheThreshold()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.01, 1), LaunchedRuns.Run("b", Truth, 3, 0.01, 2));

        var rows = TimeRows(comparison);
        Assert.Equal(Truth.Length, rows.Count);
        Assert.All(rows, r => Assert.Equal(Change.None, r.Change));
        Assert.All(rows, r => Assert.Equal(3, r.Launches));
        Assert.Empty(comparison.Regressions);
    }

    [Fact]
    public void Of_EveryCaseTwentyPercentSlower_WorseAndARegression()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.01, 3), LaunchedRuns.Run("b",
            Truth.Select(t => t * 1.2).ToArray(), 3, 0.01, 4));

        Assert.All(TimeRows(comparison), r => Assert.Equal(Change.Worse, r.Change));
        Assert.Equal(Truth.Length, comparison.Regressions.Count(r => r.Row.Metric == MetricNames.TimeNs));
    }

    [Fact]
    public void Of_TwoPercentSlowerAndVeryQuiet_WorseButNoRegressionAtTenPercent()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 5, 0.002, 5), LaunchedRuns.Run("b",
            Truth.Select(t => t * 1.02).ToArray(), 5, 0.002, 6));

        Assert.All(TimeRows(comparison), r => Assert.Equal(Change.Worse, r.Change));
        Assert.Empty(comparison.Regressions);
    }

    [Fact]
    public void Of_ProcessesThatMoveFar_CannotTellRatherThanNoChange()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.3, 7), LaunchedRuns.Run("b", Truth, 3, 0.3, 8));

        Assert.Contains(TimeRows(comparison), r => r.Change == Change.Undecided);
        Assert.DoesNotContain(TimeRows(comparison), r => r.Change == Change.None);
    }

    [Fact]
    public void RatioWithChange_ProcessesThatMoveThirtyPercent_CannotTellSayingHowFarALaunchMovedTheRow()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.3, 7), LaunchedRuns.Run("b", Truth, 3, 0.3, 8));

        var row = TimeRows(comparison).First(r => r.Change == Change.Undecided);
        Assert.InRange(row.LaunchMovesA!.Value, 0.1, 1);
        Assert.Matches(@"can't tell \(3 launches, ±\d+ % a launch in A\)$", ComparisonText.RatioWithChange(row));
    }

    [Fact]
    public void Of_ThresholdOfThirtyPercent_TwentyPercentSlowerIsWorseButNoRegression()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.01, 3), LaunchedRuns.Run("b",
            Truth.Select(t => t * 1.2).ToArray(), 3, 0.01, 4), threshold: 0.3);

        Assert.All(TimeRows(comparison), r => Assert.Equal(Change.Worse, r.Change));
        Assert.Empty(comparison.Regressions);
    }

    [Fact]
    public void Render_OneCaseSlower_SummaryListsTheRegressionFirstAndCountsTheRest()
    {
        var slower = Truth.Select((t, i) => i == 2 ? t * 1.5 : t).ToArray();
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Truth, 3, 0.01, 9), LaunchedRuns.Run("b", slower, 3, 0.01, 10));

        var summary = CompareSummary.Render(comparison);

        Assert.Contains("1 regression(s)", summary, StringComparison.Ordinal);
        var table = summary.Split('\n').Where(l => l.StartsWith("| regression", StringComparison.Ordinal)).ToList();
        Assert.Contains(table, l => l.Contains("case-2", StringComparison.Ordinal) && l.Contains("time_ns", StringComparison.Ordinal));
        Assert.Contains("no change (within ±10 %)", summary, StringComparison.Ordinal);
    }

    [Fact]
    public void Of_ARowInTwoModesInOneRun_CannotTellAndNamesTheModes()
    {
        // Run A's row "split" ran twice as slow in one of its four launches: the launches' mean, 1.19x, is no process's.
        var a = SpreadRuns.Run("a") with { Experiments = [LaunchedRuns.OneRowInTwoModes(splitFactor: 2)] };
        var b = SpreadRuns.Run("b") with { Experiments = [LaunchedRuns.OneRowInTwoModes(splitFactor: 1)] };

        var rows = TimeRows(RunComparison.Of(a, b));

        var split = rows.Single(r => r.Measurement == "split");
        Assert.Equal(Change.Undecided, split.Change);
        Assert.True(split.CannotTell);
        Assert.StartsWith("two modes in A: ", split.Modes, StringComparison.Ordinal);
        Assert.Contains("can't tell (two modes in A: ", ComparisonText.RatioWithChange(split), StringComparison.Ordinal);
        Assert.All(rows.Where(r => r.Measurement != "split"), r => Assert.Null(r.Modes));
    }

    [Fact]
    public void Of_ChangedRunInTwoModesBothSlower_WorseAndARegressionNamingTheModes()
    {
        // Run B's row is 30 % slower in every launch, and twice that slow again in one of its four: both kinds of its
        // processes are slower than A's, so the change is seen through the split.
        var a = SpreadRuns.Run("a") with { Experiments = [LaunchedRuns.OneRowInTwoModes(splitFactor: 1)] };
        var b = SpreadRuns.Run("b") with { Experiments = [LaunchedRuns.OneRowInTwoModes(splitFactor: 2, rowFactor: 1.3)] };

        var comparison = RunComparison.Of(a, b);

        var split = TimeRows(comparison).Single(r => r.Measurement == "split");
        Assert.StartsWith("two modes in B: ", split.Modes, StringComparison.Ordinal);
        Assert.Equal(Change.Worse, split.Change);
        Assert.InRange(split.Interval!.Value.Point, 1.25, 1.35);
        Assert.True(split.Interval!.Value.High >= 2.5);
        Assert.True(comparison.Gate.Reads(split));
        Assert.Contains(comparison.Regressions, r => r.Row.Measurement == "split");
        Assert.Contains(" worse (two modes in B: ", ComparisonText.RatioWithChange(split), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(true, 0.85, 1.08, true)] // faster or up to 8 % slower: no regression beyond 10 %
    [InlineData(true, 0.92, 1.14, false)] // up to 14 % slower: a regression beyond 10 % not ruled out
    [InlineData(false, 0.93, 1.20, true)] // throughput at worst 7 % lower
    [InlineData(false, 0.85, 1.05, false)] // throughput up to 15 % lower
    public void RulesOutRegression_RowThatCannotTell_OnlyWhenItsWorseEndIsWithinTheThreshold(bool lowerIsBetter, double low,
        double high, bool expected)
    {
        var metric = lowerIsBetter ? Metrics.TimeNs : new Metric("rate", MetricUnit.PerSecond, MetricBetter.Higher, "rate");
        var row = new MetricComparison("m", metric.Key, 100, 100)
        {
            Declared = metric, Interval = new Estimate(low, 1, high), Launches = 4, FewestSamples = 16,
        };

        Assert.True(row.CannotTell);
        Assert.Equal(expected, row.RulesOutRegression);
    }

    private static List<MetricComparison> TimeRows(RunComparison comparison) =>
        comparison.Experiments.SelectMany(e => e.Metrics).Where(m => m.Metric == MetricNames.TimeNs).ToList();
}
