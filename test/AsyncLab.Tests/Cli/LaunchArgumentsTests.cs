using AsyncLab.Cli;
using AsyncLab.Running;

namespace AsyncLab.Tests.Cli;

public sealed class LaunchArgumentsTests
{
    [Fact]
    public void Resolve_NothingGivenInQuick_PlanOfTheProfilesLaunches()
    {
        var (plan, self) = new LaunchArguments(null, null).Resolve(Profile.Quick);

        Assert.Equal(Launch.PlannedFor(Profile.Quick), plan!.Planned);
        Assert.Equal(Launch.Single, self);
    }

    [Fact]
    public void Resolve_NothingGivenInSmoke_NoPlan()
    {
        Assert.Null(new LaunchArguments(null, null).Resolve(Profile.Smoke).Plan);
    }

    [Fact]
    public void Resolve_OneLaunch_NoPlan()
    {
        Assert.Null(new LaunchArguments(1, null).Resolve(Profile.Full).Plan);
    }

    [Fact]
    public void Resolve_ThisIsALaunch_NoPlanAndItsLaunch()
    {
        var (plan, self) = new LaunchArguments(null, "2/3").Resolve(Profile.Quick);

        Assert.Null(plan);
        Assert.Equal(new Launch(1, 3), self);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(LaunchArguments.Most + 1)]
    public void Resolve_LaunchesOutOfRange_UsageError(int launches)
    {
        var error = Assert.Throws<UsageException>(() => new LaunchArguments(launches, null).Resolve(Profile.Quick));

        Assert.Contains("--launches", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Resolve_MalformedLaunch_UsageError()
    {
        Assert.Throws<UsageException>(() => new LaunchArguments(null, "two").Resolve(Profile.Quick));
    }
}
