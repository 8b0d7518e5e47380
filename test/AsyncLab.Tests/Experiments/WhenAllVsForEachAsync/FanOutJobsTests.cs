using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public sealed class FanOutJobsTests
{
    [Theory]
    [InlineData(Profile.Quick)]
    [InlineData(Profile.Full)]
    public void Cpu_TimedProfiles_RunInProcess(Profile profile)
    {
        // Out of process, BenchmarkDotNet would build and launch a project per case: tens of seconds a session.
        Assert.IsType<InProcessEmitToolchain>(FanOutJobs.Cpu(profile).Infrastructure.Toolchain);
    }

    [Theory]
    [InlineData(Profile.Quick, 10)]
    [InlineData(Profile.Full, 15)]
    public void Rounds_JudgedProfiles_AtLeastTen(Profile profile, int rounds) => Assert.Equal(rounds, FanOutJobs.Rounds(profile));

    [Theory]
    [InlineData(Profile.Quick)]
    [InlineData(Profile.Full)]
    public void CpuRounds_PlannedLaunches_EachRunsThreeRoundsOrMore(Profile profile)
    {
        var launches = Launch.PlannedFor(profile);

        Assert.True(FanOutJobs.CpuRounds(profile) / launches >= FanOutJobs.FewestCpuRoundsPerLaunch,
            $"{FanOutJobs.CpuRounds(profile)} rounds over {launches} launches");
        Assert.True(FanOutJobs.CpuRounds(profile) >= FanOutJobs.Rounds(profile));
    }

    [Fact]
    public void Share_QuickLaunchOfFour_ThreeCpuRounds()
    {
        Assert.Equal(3, new Launch(1, 4).Share(FanOutJobs.CpuRounds(Profile.Quick), FanOutJobs.FewestCpuRoundsPerLaunch));
    }
}
