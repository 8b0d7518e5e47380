using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

/// <summary>The ramp's steps and its wait for the next one, apart from any server.</summary>
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

    [Fact]
    public async Task StartUsersAsync_TimerWakesEarlyAndClockMovesBetweenReads_StartsEveryStepInItsOwnStep()
    {
        // A ramp of 10 users +30 every 3 s up to 130, on a simulated clock that moves 0.4 ms each time it is read, and a timer
        // that wakes 0.7 ms before the time asked for (as the runtime's millisecond timers do): the loop then sits just short
        // of each boundary and crosses it between two reads.
        var plan = LoadPlan.Ramp(new Uri("http://127.0.0.1:1/"), 10, 30, TimeSpan.FromSeconds(3), 130);
        var now = TimeSpan.Zero;
        var startedAt = new List<TimeSpan>();
        TimeSpan Read() => now += TimeSpan.FromMilliseconds(0.4);
        Task Delay(TimeSpan wait, CancellationToken _)
        {
            now += wait > TimeSpan.FromMilliseconds(0.7) ? wait - TimeSpan.FromMilliseconds(0.7) : TimeSpan.Zero;
            return Task.CompletedTask;
        }

        await LoadDriver.StartUsersAsync(plan, Read, Delay, () => startedAt.Add(now), CancellationToken.None);

        Assert.Equal(130, startedAt.Count);
        for (var user = 0; user < startedAt.Count; user++)
        {
            // User 0–9 belong to step 0, 10–39 to step 1, and so on: each must start within a few milliseconds of its step.
            var step = user < 10 ? 0 : ((user - 10) / 30) + 1;
            var late = startedAt[user] - (plan.StepEvery * step);
            Assert.True(late < TimeSpan.FromMilliseconds(10), $"user {user} of step {step} started {late.TotalMilliseconds:F1} ms late");
        }
    }
}
