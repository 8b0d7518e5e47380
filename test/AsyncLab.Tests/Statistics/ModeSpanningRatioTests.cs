using AsyncLab.Statistics;

namespace AsyncLab.Tests.Statistics;

public sealed class ModeSpanningRatioTests
{
    private static readonly double[] Quiet = [0.01, -0.01, 0.005, -0.005];

    private static readonly ModeratedVariance Prior = new(10, 1e-4);

    [Fact]
    public void Of_NeitherRunInTwoModes_IsWelchOnTheMeans()
    {
        var b = Quiet.Select(x => x + 0.1).ToArray();

        var spanning = ModeSpanningRatio.Of(b, null, Prior, Quiet, null, Prior, 0.99);
        var welch = ModeratedTInterval.Ratio(b, Quiet, Prior, Prior, 0.99);

        Assert.Equal(welch.Low, spanning.Low, 12);
        Assert.Equal(welch.Point, spanning.Point, 12);
        Assert.Equal(welch.High, spanning.High, 12);
    }

    [Fact]
    public void Of_OneLaunchOfBInASlowMode_SpansBothModesAndReadsTheLargerGroup()
    {
        // B: three launches 10 % slower than A, one twice as slow again.
        double[] b = [Math.Log(1.1) + 0.01, Math.Log(2.2), Math.Log(1.1) - 0.01, Math.Log(1.1) + 0.005];
        var modes = LaunchModes.Find(b, 1e-4);
        Assert.NotNull(modes);

        var ratio = ModeSpanningRatio.Of(b, modes, Prior, Quiet, null, Prior, 0.99);

        Assert.Equal(1.1, ratio.Point, 2);
        Assert.InRange(ratio.Low, 1.0, 1.1);
        Assert.True(ratio.High > 2.2, $"{ratio.High}");
    }

    [Fact]
    public void Of_ModesOnEitherSideOfTheOtherRun_IntervalTakesInNoChange()
    {
        // A's launches split around B's: one kind of A's processes is faster than B's, the other slower.
        double[] a = [Math.Log(0.8), Math.Log(0.8) + 0.01, Math.Log(1.25), Math.Log(1.25) - 0.01];
        var modes = LaunchModes.Find(a, 1e-4);
        Assert.NotNull(modes);

        var ratio = ModeSpanningRatio.Of(Quiet, null, Prior, a, modes, Prior, 0.99);

        Assert.True(ratio.Low < 0.8 && ratio.High > 1.25, $"[{ratio.Low}, {ratio.High}]");
    }

    [Fact]
    public void Of_FewerThanTwoLaunches_Unknown()
    {
        Assert.False(ModeSpanningRatio.Of([0.1], null, Prior, Quiet, null, Prior, 0.99).IsKnown);
    }
}
