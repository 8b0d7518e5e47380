using AsyncLab.Benchmarking;
using AsyncLab.Running;

namespace AsyncLab.Tests.Benchmarking;

public class BenchmarkJobsTests
{
    [Fact]
    public void RoundsFor_Smoke_One()
    {
        Assert.Equal(1, BenchmarkJobs.RoundsFor(Profile.Smoke));
    }

    [Fact]
    public void RoundsFor_QuickAndFull_AtLeastTenRoundsBehindEveryTimingClaim()
    {
        Assert.True(BenchmarkJobs.RoundsFor(Profile.Quick) >= 10);
        Assert.True(BenchmarkJobs.RoundsFor(Profile.Full) >= 15);
    }

    [Fact]
    public void WarmupsAfterFirstRound_Quick_FewerThanTheFirstRounds()
    {
        Assert.Equal(1, BenchmarkJobs.WarmupsAfterFirstRound(Profile.Quick));
        Assert.True(BenchmarkJobs.For(Profile.Quick).Run.WarmupCount > 1);
    }

    [Fact]
    public void WarmupsAfterFirstRound_Smoke_KeepsTheJobsOwn()
    {
        Assert.Null(BenchmarkJobs.WarmupsAfterFirstRound(Profile.Smoke));
    }

    [Fact]
    public void For_Full_FixedIterationsPerRound()
    {
        Assert.True(BenchmarkJobs.RoundsFor(Profile.Full) > 1);
        Assert.True(BenchmarkJobs.For(Profile.Full).Run.HasValue(BenchmarkDotNet.Jobs.RunMode.IterationCountCharacteristic));
    }

    [Theory]
    [InlineData(Profile.Smoke, 0)]
    [InlineData(Profile.Quick, 25)]
    [InlineData(Profile.Full, 240)]
    public void ExtraRoundsBudget_Profile_SmokeSpendsNothing(Profile profile, int seconds)
    {
        Assert.Equal(TimeSpan.FromSeconds(seconds), BenchmarkJobs.ExtraRoundsBudget(profile));
    }
}
