using AsyncLab.Children;

namespace AsyncLab.Tests.Children;

public class ChildProgressLineTests
{
    [Fact]
    public void Parse_StepHalfwayThroughTheSecondOfTwo_ThreeQuarters()
    {
        var line = ChildProgressLine.Parse("[2/2] valuetask-loop: 5/10 task loop · yielding");

        Assert.NotNull(line);
        Assert.Equal("valuetask-loop", line.Experiment);
        Assert.Equal(0.75, line.Fraction, precision: 6);
        Assert.Equal("task loop · yielding", line.Step);
    }

    [Fact]
    public void Parse_Started_AtTheExperimentsStart()
    {
        var line = ChildProgressLine.Parse("[2/4] async-cost: started");

        Assert.Equal(0.25, line!.Fraction, precision: 6);
    }

    [Fact]
    public void Parse_ExpectationLineUnderAStart_NotProgress()
    {
        Assert.Null(ChildProgressLine.Parse("    expected 1 min 03 s; ~12 min 20 s left in the run"));
    }

    [Fact]
    public void Parse_Finished_AtTheExperimentsEnd()
    {
        var line = ChildProgressLine.Parse("[1/2] async-cost: ok in 80.1 s");

        Assert.Equal(0.5, line!.Fraction, precision: 6);
    }

    [Theory]
    [InlineData("AsyncLab: 2 experiment(s), profile quick, writing to x")]
    [InlineData("│ async-cost.task-sync-alloc │ 88 B │")]
    [InlineData("")]
    public void Parse_AnyOtherLine_Null(string text)
    {
        Assert.Null(ChildProgressLine.Parse(text));
    }
}
