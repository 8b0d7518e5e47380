using AsyncLab.Comparison;
using AsyncLab.Tests.Fixtures;
using Xunit.Abstractions;

namespace AsyncLab.Tests.Comparison;

/// <summary>
/// The launches a side that compare says would let half of an experiment's rows see a 10 % change: a promise about power,
/// so it is checked by comparing simulated runs with that many launches, through the production comparison.
/// </summary>
public sealed class VisibilityTests(ITestOutputHelper output)
{
    private const int Pairs = 60;

    private static readonly IReadOnlyList<double> Forty = LaunchedRuns.Forty;

    [Fact]
    public void LaunchesToSeeReference_RowsMovingFivePercentALaunch_ThatManyLaunchesMarkTenPercentAboutFourTimesInFive()
    {
        // Rows that move ±5 % a launch: four launches a side cannot see 10 %, and compare says how many would.
        var said = new List<int>();
        for (var i = 0; i < 10; i++)
        {
            var quiet = RunComparison.Of(LaunchedRuns.Run("a", Forty, 4, 0.05, 100 + i), LaunchedRuns.Run("b", Forty, 4, 0.05, 200 + i));
            said.Add(quiet.Experiments.Single().Visibility.LaunchesToSeeReference!.Value);
        }

        var launches = said.Order().ElementAt(said.Count / 2);
        var atSaid = MarkedShare(launches);
        var atHalf = MarkedShare(Math.Max(2, launches / 2));

        output.WriteLine($"launches said from ten pairs of four a side: {string.Join(", ", said)}; " +
            $"10 % marked in {atSaid:P1} of rows at {launches} a side, {atHalf:P1} at {Math.Max(2, launches / 2)}");
        Assert.InRange(launches, 5, 40);
        Assert.InRange(atSaid, 0.7, 0.97);
        Assert.True(atHalf < 0.6, $"half as many launches marked {atHalf:P1}: the count said is far more than needed");
    }

    [Fact]
    public void LaunchesToSeeReference_QuietRows_WithinTheLaunchesMeasuredAndNoLineInTheSummary()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Forty, 4, 0.005, 1), LaunchedRuns.Run("b", Forty, 4, 0.005, 2));

        Assert.InRange(comparison.Experiments.Single().Visibility.LaunchesToSeeReference!.Value, 2, 4);
        Assert.Null(ComparisonText.LaunchesToSeeShort(comparison));
        Assert.DoesNotContain("would see", CompareSummary.Render(comparison), StringComparison.Ordinal);
    }

    [Fact]
    public void Render_RowsTooNoisyForTheirLaunches_SummarySaysHowManyWouldSee()
    {
        var comparison = RunComparison.Of(LaunchedRuns.Run("a", Forty, 4, 0.2, 1), LaunchedRuns.Run("b", Forty, 4, 0.2, 2));
        var needed = comparison.Experiments.Single().Visibility.LaunchesToSeeReference!.Value;

        var summary = CompareSummary.Render(comparison);

        Assert.True(needed > 4, $"{needed}");
        Assert.Contains($"would see ±10 % at about {needed:N0} launches a side in async-cost", summary, StringComparison.Ordinal);
        Assert.Contains("(these runs measured 4)", summary, StringComparison.Ordinal);
    }

    /// <summary>The share of rows marked worse when every case runs 10 % slower in B, both runs with these launches.</summary>
    private static double MarkedShare(int launches)
    {
        var slower = Forty.Select(t => t * 1.10).ToArray();
        var (marked, rows) = (0, 0);
        for (var i = 0; i < Pairs; i++)
        {
            var comparison = RunComparison.Of(LaunchedRuns.Run("a", Forty, launches, 0.05, 1000 + i),
                LaunchedRuns.Run("b", slower, launches, 0.05, 5000 + i));
            var over = comparison.Experiments.Single().Metrics.Where(m => m.IsOverLaunches && m.IsJudgedByInterval).ToList();
            rows += over.Count;
            marked += over.Count(m => m.Change == Change.Worse);
        }

        return (double)marked / rows;
    }
}
