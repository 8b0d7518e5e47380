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
    public void For_Quick_FirstTurnIsTheArticlesOneSecondRun()
    {
        var settings = LoopSettings.For(Profile.Quick);

        Assert.Equal(TimeSpan.FromSeconds(1), settings.FirstTurn);
        Assert.Equal(TimeSpan.FromSeconds(1), settings.DurationOf(1));
        Assert.Equal(TimeSpan.FromSeconds(0.3), settings.DurationOf(2));
        Assert.Equal("1 s once, then 0.3 s × 15", settings.ToString());
    }

    [Theory]
    [InlineData(Profile.Smoke)]
    [InlineData(Profile.Full)]
    public void For_ProfileWithoutFirstTurn_EveryTurnLastsTheDuration(Profile profile)
    {
        var settings = LoopSettings.For(profile);

        Assert.Null(settings.FirstTurn);
        Assert.Equal(settings.Duration, settings.DurationOf(1));
    }

    [Fact]
    public void FirstTurn_Zero_ThrowsClearError() =>
        Assert.Contains("loop duration must be longer than zero",
            Assert.Throws<ArgumentOutOfRangeException>(
                () => new LoopSettings(TimeSpan.FromSeconds(1), 3) { FirstTurn = TimeSpan.Zero }).Message,
            StringComparison.Ordinal);

    [Fact]
    public void Constructor_ZeroDuration_ThrowsClearError() =>
        Assert.Contains("loop duration must be longer than zero",
            Assert.Throws<ArgumentOutOfRangeException>(() => new LoopSettings(TimeSpan.Zero, 3)).Message, StringComparison.Ordinal);

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    public void Constructor_RepeatsNotPositive_ThrowsClearError(int repeats) =>
        Assert.Contains("repeated at least once",
            Assert.Throws<ArgumentOutOfRangeException>(() => new LoopSettings(TimeSpan.FromSeconds(1), repeats)).Message,
            StringComparison.Ordinal);
}
