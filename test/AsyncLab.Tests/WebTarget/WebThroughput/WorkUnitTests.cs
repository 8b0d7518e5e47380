using AsyncLab.WebTarget.WebThroughput;

namespace AsyncLab.Tests.WebTarget.WebThroughput;

public sealed class WorkUnitTests
{
    [Theory]
    [InlineData("0", 0)]
    [InlineData("100", 100)]
    [InlineData("10000", 10_000)]
    public void TryParse_WholeMillisecondsInRange_Accepted(string text, int expected)
    {
        Assert.True(WorkUnit.TryParse(text, out var unitMs, out _));
        Assert.Equal(expected, unitMs);
    }

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    [InlineData("abc")]
    [InlineData("-1")]
    [InlineData("10001")]
    [InlineData("1.5")]
    [InlineData("99999999999999")]
    public void TryParse_MissingOrOutOfRange_OneLineProblem(string? text)
    {
        Assert.False(WorkUnit.TryParse(text, out _, out var problem));
        Assert.NotEmpty(problem);
        Assert.DoesNotContain('\n', problem);
    }
}
