using AsyncLab.Experiments.ValueTaskLoop;
using AsyncLab.Running;

namespace AsyncLab.Tests.Experiments.ValueTaskLoop;

public class LoopSettingsTests
{
    [Theory]
    [InlineData(Profile.Smoke, 0.1, 2)]
    [InlineData(Profile.Quick, 0.3, 16)]
    [InlineData(Profile.Full, 1, 40)] // the article's one-second loop
    public void For_Profile_GivesItsDurationAndRepeats(Profile profile, double seconds, int repeats)
    {
        var settings = LoopSettings.For(profile);

        Assert.Equal(TimeSpan.FromSeconds(seconds), settings.Duration);
        Assert.Equal(repeats, settings.Repeats);
    }

    [Theory]
    [InlineData(Profile.Smoke, 0, 0)]
    [InlineData(Profile.Quick, 10, 12)]
    [InlineData(Profile.Full, 20, 110)]
    public void For_Profile_ExtraTurnsOnlyOutsideSmoke(Profile profile, int extraRepeats, int budgetSeconds)
    {
        var settings = LoopSettings.For(profile);

        Assert.Equal(extraRepeats, settings.MaxExtraRepeats);
        Assert.Equal(TimeSpan.FromSeconds(budgetSeconds), settings.ExtraBudget);
    }

    [Fact]
    public void Constructor_ZeroDuration_ThrowsClearError() =>
        Assert.Contains("loop duration must be longer than zero",
            Assert.Throws<ArgumentOutOfRangeException>(() => new LoopSettings(TimeSpan.Zero, 3)).Message, StringComparison.Ordinal);

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    public void Constructor_RepeatsNotPositive_ThrowsClearError(int repeats) =>
        Assert.Contains("repeated at least once",
            Assert.Throws<ArgumentOutOfRangeException>(() => new LoopSettings(TimeSpan.FromSeconds(1), repeats)).Message, StringComparison.Ordinal);
}
