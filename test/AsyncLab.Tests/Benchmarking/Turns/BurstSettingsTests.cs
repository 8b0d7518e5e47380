using AsyncLab.Benchmarking.Turns;
using AsyncLab.Claims;
using AsyncLab.Running;

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

        Assert.InRange(settings.Turns, 1, PairedInterval.MaxPairs);
    }

    [Fact]
    public void Constructor_MoreTurnsThanThePairedIntervalJudges_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() =>
            new BurstSettings(TimeSpan.Zero, TimeSpan.FromMilliseconds(1), PairedInterval.MaxPairs + 1));
    }

    [Fact]
    public void Constructor_ZeroBurst_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new BurstSettings(TimeSpan.Zero, TimeSpan.Zero, 10));
    }
}
