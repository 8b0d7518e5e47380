using AsyncLab.Cli;
using AsyncLab.Durations;

namespace AsyncLab.Tests.Cli;

public class RunClockTests
{
    private static readonly RunEstimate ThreeExperiments = new([new("a", 100, "t"), new("b", 200, "t"), new("c", 300, "t")]);

    [Fact]
    public void RunRemaining_BeforeAnyExperiment_TheWholeExpectation()
    {
        Assert.Equal(600, new RunClock(ThreeExperiments).RunRemaining);
    }

    [Fact]
    public void RunRemaining_FirstFinished_TheLaterOnes()
    {
        var clock = new RunClock(ThreeExperiments);
        clock.ExperimentStarted(0);
        clock.ExperimentFinished();

        Assert.Equal(500, clock.RunRemaining);
        Assert.Equal("~8 min 20 s left in the run", clock.RunLeftText());
    }

    [Fact]
    public void ExperimentLeftText_RunningOrNot_OnlyTheRunningOneHasTimeLeft()
    {
        var clock = new RunClock(ThreeExperiments);
        clock.ExperimentStarted(1);

        Assert.StartsWith("~3 min", clock.ExperimentLeftText("b"), StringComparison.Ordinal);
        Assert.Equal(string.Empty, clock.ExperimentLeftText("a"));
        Assert.Equal(string.Empty, clock.ExperimentLeftText("c"));
    }

    [Fact]
    public void RunLeftText_AnExperimentWithoutExpectation_AtLeast()
    {
        var clock = new RunClock(new RunEstimate([new("a", 100, "t"), new("b", null, "none")]));

        Assert.Equal("≥ 1 min 40 s left in the run", clock.RunLeftText());
    }

    [Fact]
    public void RunLeftText_NoExperimentHasAnExpectation_SaysUnknown()
    {
        var clock = new RunClock(new RunEstimate([new("a", null, "none")]));
        clock.ExperimentStarted(0);

        Assert.Equal("time left in the run unknown", clock.RunLeftText());
    }

    [Fact]
    public void RunLeftText_TheExperimentWithoutExpectationFinished_AboutWhatIsLeft()
    {
        var clock = new RunClock(new RunEstimate([new("a", null, "none"), new("b", 100, "t")]));
        clock.ExperimentStarted(0);
        clock.ExperimentFinished();

        Assert.Equal("~1 min 40 s left in the run", clock.RunLeftText());
    }

    [Fact]
    public void RunRemaining_LaterExperimentFinishedBeforeAnEarlierOne_TheEarlierStillCounts()
    {
        // Launches in sweeps: a began, b ran and finished, a will measure again.
        var clock = new RunClock(ThreeExperiments);
        clock.ExperimentStarted(0);
        clock.ExperimentStarted(1);
        clock.ExperimentFinished();

        Assert.InRange(clock.RunRemaining, 399, 400);
    }
}
