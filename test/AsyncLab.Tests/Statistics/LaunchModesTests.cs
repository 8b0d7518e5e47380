using System.Globalization;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public sealed class LaunchModesTests
{
    [Fact]
    public void Find_OneLaunchFarFromThreeAlike_SplitsItOff()
    {
        var modes = LaunchModes.Find(Logs(100, 101, 99, 240), expectedVariance: 0.01 * 0.01);

        Assert.NotNull(modes);
        Assert.Equal(3, modes.Lower.Count);
        Assert.Single(modes.Upper);
    }

    [Fact]
    public void Find_LaunchesSpreadEvenly_FindsOneGroup()
    {
        // Four launches 20 % apart each: no gap stands out from the others.
        Assert.Null(LaunchModes.Find(Logs(100, 120, 144, 173), expectedVariance: 0.01 * 0.01));
    }

    [Fact]
    public void Find_GapWithinTheUsualMove_FindsOneGroup()
    {
        // The same split, but this harness's launches usually move 20 %: 2.4x is under six of those moves.
        Assert.Null(LaunchModes.Find(Logs(100, 101, 99, 240), expectedVariance: 0.2 * 0.2));
    }

    [Fact]
    public void Find_GapUnderFivePercent_FindsOneGroup()
    {
        // A figure timed to a hundredth of a percent, one launch 3 % off: a split, but not one worth a reader's attention.
        Assert.Null(LaunchModes.Find(Logs(100, 100.01, 99.99, 103), expectedVariance: 1e-8));
    }

    [Fact]
    public void Find_NoNeighboursToMeasureTheUsualMoveBy_FindsOneGroup()
    {
        Assert.Null(LaunchModes.Find(Logs(100, 101, 99, 240), expectedVariance: double.NaN));
    }

    [Fact]
    public void Find_TwoLaunches_FindsOneGroup()
    {
        Assert.Null(LaunchModes.Find(Logs(100, 240), expectedVariance: 1e-8));
    }

    [Theory]
    [InlineData(3)]
    [InlineData(4)]
    [InlineData(5)]
    public void Find_NormalLaunchEffects_RarelySplit(int launches)
    {
        // One mode, launches moving 10 % (a normal log effect) and the usual move known: six of them between neighbouring
        // launches is all but impossible, so a split here is a false report.
        var random = new Random(5150 + launches);
        var splits = 0;
        for (var run = 0; run < 20_000; run++)
        {
            var summaries = Enumerable.Range(0, launches).Select(_ => 0.1 * Normal(random)).ToList();
            splits += LaunchModes.Find(summaries, 0.1 * 0.1) is null ? 0 : 1;
        }

        Assert.True(splits <= 2, $"{splits} of 20,000 one-mode runs were split");
    }

    [Fact]
    public void Spanning_ThreeLaunchesAndOne_CoversBothGroupsAndReadsTheLarger()
    {
        var modes = LaunchModes.Find(Logs(100, 101, 99, 240), expectedVariance: 0.01 * 0.01)!;

        var span = modes.Spanning(new ModeratedVariance(10, 0.01 * 0.01), priorScale: 1, confidence: 0.99);

        Assert.InRange(span.Point, 99.9, 100.1);
        Assert.True(span.Low < 99 && span.High > 240, $"[{span.Low}, {span.High}]");
    }

    [Fact]
    public void Describe_TwoGroups_GivesEachFigureAndItsShare()
    {
        var modes = LaunchModes.Find(Logs(2, 2, 0.5, 0.5), expectedVariance: 1e-4)!;

        var text = modes.Describe(v => v.ToString("0.0", CultureInfo.InvariantCulture));

        Assert.Equal("0.5 in 2 of 4 launches, 2.0 in 2 of 4", text);
    }

    private static List<double> Logs(params double[] values) => values.Select(v => Math.Log(v)).ToList();

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
