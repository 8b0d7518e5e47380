using AsyncLab.Cli;
using AsyncLab.Durations;

namespace AsyncLab.Tests.Cli;

public class DurationTextTests
{
    [Theory]
    [InlineData(0.4, "< 1 s")]
    [InlineData(45.2, "45 s")]
    [InlineData(200, "3 min 20 s")]
    [InlineData(3900, "1 h 05 min")]
    public void Of_Seconds_ConsoleText(double seconds, string expected) => Assert.Equal(expected, DurationText.Of(seconds));

    [Fact]
    public void Expectation_OneUnknown_AtLeastTheKnownAndEachExperimentWithItsSource()
    {
        var estimate = new RunEstimate(
            [new("async-cost", 62.5, "the lab's table, 2 cores"), new("database", null, "no recorded full run")]);

        var lines = DurationText.Expectation(estimate, "full", 2);

        Assert.StartsWith("AsyncLab: expected duration, profile full on 2 cores: at least 1 min 03 s (1 experiment(s)", lines[0],
            StringComparison.Ordinal);
        Assert.Equal("  async-cost  1 min 03 s    (the lab's table, 2 cores)", lines[1]);
        Assert.Equal("  database    unknown       (no recorded full run)", lines[2]);
    }
}
