using AsyncLab.Cli;

namespace AsyncLab.Tests.Cli;

/// <summary>The load verb's flags: closed loop by default, open loop with --rate, and the combinations refused.</summary>
public sealed class LoadArgumentsTests
{
    private const string Url = "http://127.0.0.1:9/base?u=10";

    [Fact]
    public void Plan_NoRate_ClosedLoopWithTheDefaultUsers()
    {
        var plan = LoadArguments.Plan(Url, null, null, null, 30, 1_000);

        Assert.False(plan.IsOpenLoop);
        Assert.Equal(LoadArguments.DefaultUsers, plan.StartUsers);
    }

    [Fact]
    public void Plan_Rate_OpenLoopWithTheDefaultCap()
    {
        var plan = LoadArguments.Plan(Url, null, 5, null, 30, 1_000, rate: 250);

        Assert.True(plan.IsOpenLoop);
        Assert.Equal(250, plan.Rate);
        Assert.Equal(LoadArguments.DefaultMaxInFlight, plan.MaxUsers);
        Assert.Equal(TimeSpan.FromSeconds(5), plan.Duration);
        Assert.Equal(1_000, plan.MaxRequests);
    }

    [Theory]
    [InlineData(5, null, 100.0, null)]
    [InlineData(null, "10:10:1:50", 100.0, null)]
    [InlineData(null, null, null, 10)]
    [InlineData(null, null, 0.0, null)]
    [InlineData(null, null, double.NaN, null)]
    [InlineData(null, null, 100.0, 0)]
    [InlineData(null, null, 100.0, 5000)]
    public void Plan_BadCombinationOrValue_OneLineUsageError(int? users, string? ramp, double? rate, int? maxInFlight)
    {
        var error = Assert.Throws<UsageException>(() => LoadArguments.Plan(Url, users, null, ramp, 30, 1_000, rate, maxInFlight));

        Assert.DoesNotContain('\n', error.Message);
    }
}
