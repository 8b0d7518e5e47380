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
    public void For_Quick_FifteenIterationsOverAllRounds()
    {
        var perRound = BenchmarkJobs.For(Profile.Quick).Run.IterationCount;

        Assert.Equal(3, BenchmarkJobs.RoundsFor(Profile.Quick));
        Assert.Equal(15, perRound * BenchmarkJobs.RoundsFor(Profile.Quick));
    }

    [Fact]
    public void For_Full_FixedIterationsPerRound()
    {
        Assert.True(BenchmarkJobs.RoundsFor(Profile.Full) > 1);
        Assert.True(BenchmarkJobs.For(Profile.Full).Run.HasValue(BenchmarkDotNet.Jobs.RunMode.IterationCountCharacteristic));
    }
}
