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
    public void For_Quick_TenIterationsOverFiveRounds()
    {
        var perRound = BenchmarkJobs.For(Profile.Quick).Run.IterationCount;

        Assert.Equal(5, BenchmarkJobs.RoundsFor(Profile.Quick));
        Assert.Equal(10, perRound * BenchmarkJobs.RoundsFor(Profile.Quick));
    }

    [Fact]
    public void WarmupsAfterFirstRound_Quick_FewerThanTheFirstRounds()
    {
        Assert.Equal(1, BenchmarkJobs.WarmupsAfterFirstRound(Profile.Quick));
        Assert.True(BenchmarkJobs.For(Profile.Quick).Run.WarmupCount > 1);
    }

    [Theory]
    [InlineData(Profile.Smoke)]
    [InlineData(Profile.Full)]
    public void WarmupsAfterFirstRound_OtherProfiles_KeepTheJobsOwn(Profile profile)
    {
        Assert.Null(BenchmarkJobs.WarmupsAfterFirstRound(profile));
    }

    [Fact]
    public void For_Full_FixedIterationsPerRound()
    {
        Assert.True(BenchmarkJobs.RoundsFor(Profile.Full) > 1);
        Assert.True(BenchmarkJobs.For(Profile.Full).Run.HasValue(BenchmarkDotNet.Jobs.RunMode.IterationCountCharacteristic));
    }
}
