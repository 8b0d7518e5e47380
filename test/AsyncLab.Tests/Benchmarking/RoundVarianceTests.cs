using AsyncLab.Benchmarking;

namespace AsyncLab.Tests.Benchmarking;

public sealed class RoundVarianceTests
{
    [Fact]
    public void ShareBetweenRounds_EachRoundAtItsOwnSpeed_NearlyAll()
    {
        double[][] rounds = [[100, 100.1], [160, 160.2], [100.05, 100.0], [159.9, 160]];

        Assert.True(RoundVariance.ShareBetweenRounds(rounds) > 0.99);
    }

    [Fact]
    public void ShareBetweenRounds_RoundsAlikeIterationsScattered_None()
    {
        double[][] rounds = [[90, 110], [110, 90], [90, 110], [110, 90]];

        Assert.Equal(0, RoundVariance.ShareBetweenRounds(rounds));
    }

    [Fact]
    public void ShareBetweenRounds_OneIterationARound_Unknown()
    {
        double[][] rounds = [[100], [110], [120]];

        Assert.True(double.IsNaN(RoundVariance.ShareBetweenRounds(rounds)));
    }
}
