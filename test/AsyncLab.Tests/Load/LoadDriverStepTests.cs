using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

/// <summary>The ramp's wait for its next step, apart from any server.</summary>
public class LoadDriverStepTests
{
    private static readonly TimeSpan Step = TimeSpan.FromSeconds(1);

    [Fact]
    public void UntilNextStep_MidStep_WaitsForTheRestOfIt()
    {
        Assert.Equal(TimeSpan.FromMilliseconds(500), LoadDriver.UntilNextStep(TimeSpan.FromMilliseconds(2500), Step));
    }

    [Fact]
    public void UntilNextStep_OnABoundary_WaitsAWholeStep()
    {
        Assert.Equal(Step, LoadDriver.UntilNextStep(TimeSpan.FromSeconds(3), Step));
    }

    [Fact]
    public void UntilNextStep_AnyElapsedTime_IsPositive()
    {
        // Every tick count around several boundaries, where rounding of the division could land on the boundary itself.
        for (var seconds = 1; seconds <= 5; seconds++)
        {
            for (var ticks = -20; ticks <= 20; ticks++)
            {
                var elapsed = TimeSpan.FromSeconds(seconds) + TimeSpan.FromTicks(ticks);
                Assert.True(LoadDriver.UntilNextStep(elapsed, Step) > TimeSpan.Zero, $"at {elapsed}");
            }
        }
    }
}
