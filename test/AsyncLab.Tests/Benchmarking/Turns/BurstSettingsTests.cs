using AsyncLab.Benchmarking.Turns;
using AsyncLab.Running;
using AsyncLab.Statistics;

namespace AsyncLab.Tests.Benchmarking.Turns;

public class BurstSettingsTests
{
    [Theory]
    [InlineData(Profile.Smoke)]
    [InlineData(Profile.Quick)]
    [InlineData(Profile.Full)]
    public void For_EachProfile_NoMoreTurnsThanThePairedIntervalJudges(Profile profile)
    {
        var settings = BurstSettings.For(profile);

        Assert.InRange(settings.Turns, 1, WilcoxonSignedRankInterval.MaxPairs);
    }

    [Fact]
    public void Constructor_MoreTurnsThanThePairedIntervalJudges_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() =>
            new BurstSettings(TimeSpan.Zero, TimeSpan.FromMilliseconds(1), WilcoxonSignedRankInterval.MaxPairs + 1));
    }

    [Fact]
    public void Constructor_ZeroBurst_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new BurstSettings(TimeSpan.Zero, TimeSpan.Zero, 10));
    }
}
