using AsyncLab.Load;

namespace AsyncLab.Tests.Load;

public sealed class LoadPlanTests
{
    private static readonly Uri Target = new("http://127.0.0.1:1/base?u=1");

    [Fact]
    public void Ramp_NoDuration_LastsUntilTheTopStepHasRunOneInterval()
    {
        var plan = LoadPlan.Ramp(Target, 10, 30, TimeSpan.FromSeconds(3), 190);

        Assert.Equal(TimeSpan.FromSeconds(21), plan.Duration);
        Assert.Equal(10, plan.UsersAt(TimeSpan.Zero));
        Assert.Equal(40, plan.UsersAt(TimeSpan.FromSeconds(3.5)));
        Assert.Equal(190, plan.UsersAt(TimeSpan.FromSeconds(20)));
        Assert.Equal(190, plan.UsersAt(TimeSpan.FromSeconds(60)));
    }

    [Fact]
    public void Problem_ReasonablePlan_None() => Assert.Null(LoadPlan.Constant(Target, 25, TimeSpan.FromSeconds(1)).Problem());

    [Theory]
    [InlineData(0, 1.0, "users 0 is out of range")]
    [InlineData(LoadPlan.UserLimit + 1, 1.0, "is out of range 1..")]
    [InlineData(10, 0.0, "duration 0 s is out of range")]
    [InlineData(10, 4000.0, "duration 4000 s is out of range")]
    public void Problem_OutOfBounds_OneLine(int users, double seconds, string named)
    {
        var problem = LoadPlan.Constant(Target, users, TimeSpan.FromSeconds(seconds)).Problem();

        Assert.NotNull(problem);
        Assert.Contains(named, problem, StringComparison.Ordinal);
        Assert.DoesNotContain('\n', problem);
    }

    [Fact]
    public void Problem_RelativeOrNonHttpUrl_Named()
    {
        var problem = LoadPlan.Constant(new Uri("ftp://127.0.0.1/x"), 1, TimeSpan.FromSeconds(1)).Problem();

        Assert.Equal("'ftp://127.0.0.1/x' is not an absolute http:// or https:// URL", problem);
    }

    [Fact]
    public void Problem_TooManyRequests_Named() =>
        Assert.StartsWith("the request bound must be in 1..",
            (LoadPlan.Constant(Target, 1, TimeSpan.FromSeconds(1)) with { MaxRequests = 0 }).Problem(),
            StringComparison.Ordinal);

    [Fact]
    public void OpenLoop_ReasonablePlan_NoProblemAndCapAsConnections()
    {
        var plan = LoadPlan.OpenLoop(Target, 250, TimeSpan.FromSeconds(5), 100);

        Assert.Null(plan.Problem());
        Assert.True(plan.IsOpenLoop);
        Assert.Equal(100, plan.MaxUsers);
    }

    [Theory]
    [InlineData(0.0, 10)]
    [InlineData(-1.0, 10)]
    [InlineData(double.NaN, 10)]
    [InlineData(double.PositiveInfinity, 10)]
    [InlineData(LoadPlan.RateLimit * 2, 10)]
    [InlineData(100.0, 0)]
    [InlineData(100.0, LoadPlan.UserLimit + 1)]
    public void Problem_OpenLoopOutOfBounds_OneLine(double rate, int maxInFlight)
    {
        var problem = LoadPlan.OpenLoop(Target, rate, TimeSpan.FromSeconds(1), maxInFlight).Problem();

        Assert.NotNull(problem);
        Assert.DoesNotContain('\n', problem);
    }
}
