using AsyncLab.Running;

namespace AsyncLab.Tests.Running;

public sealed class LaunchTests
{
    [Theory]
    [InlineData(1, 10, 3, 10)]
    [InlineData(3, 10, 3, 3)]
    [InlineData(5, 10, 3, 3)]
    [InlineData(3, 400, 40, 133)]
    [InlineData(3, 16, 4, 5)]
    [InlineData(3, 2, 3, 2)]
    public void Share_PlannedLaunches_FloorOfTheShareWithinMinimumAndTotal(int count, int total, int minimum, int expected)
    {
        Assert.Equal(expected, new Launch(0, count).Share(total, minimum));
    }

    [Theory]
    [InlineData("2/3", 1, 3)]
    [InlineData("1/1", 0, 1)]
    [InlineData("4/3", 3, 3)]
    public void TryParse_OneBasedForm_ZeroBasedIndex(string text, int index, int count)
    {
        Assert.True(Launch.TryParse(text, out var launch));
        Assert.Equal(new Launch(index, count), launch);
        Assert.Equal(text, launch.ToString());
    }

    [Theory]
    [InlineData("0/3")]
    [InlineData("2")]
    [InlineData("a/b")]
    [InlineData("2/0")]
    [InlineData("-1/3")]
    public void TryParse_Malformed_False(string text)
    {
        Assert.False(Launch.TryParse(text, out _));
    }

    [Fact]
    public void PlannedFor_EachProfile_OneInSmokeSeveralOtherwise()
    {
        Assert.Equal(1, Launch.PlannedFor(Profile.Smoke));
        Assert.True(Launch.PlannedFor(Profile.Quick) >= 3);
        Assert.True(Launch.PlannedFor(Profile.Full) > Launch.PlannedFor(Profile.Quick));
        Assert.True(Launch.MostFor(Profile.Quick) >= Launch.PlannedFor(Profile.Quick));
    }
}
