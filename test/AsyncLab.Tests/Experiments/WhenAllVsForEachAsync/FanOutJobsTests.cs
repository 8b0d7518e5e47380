using AsyncLab.Experiments.WhenAllVsForEachAsync;
using AsyncLab.Running;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

namespace AsyncLab.Tests.Experiments.WhenAllVsForEachAsync;

public sealed class FanOutJobsTests
{
    public static TheoryData<string> Jobs => ["io-quick", "io-full", "io-once", "cpu-quick", "cpu-full"];

    [Theory]
    [MemberData(nameof(Jobs))]
    public void Job_EveryTimedJob_RunsInProcess(string id)
    {
        // Out of process, BenchmarkDotNet would build and launch a project per case: tens of seconds a session.
        Assert.IsType<InProcessEmitToolchain>(Find(id).Infrastructure.Toolchain);
    }

    [Fact]
    public void IoOnce_OneCallNoWarmUp()
    {
        var job = FanOutJobs.IoOnce;

        Assert.Equal(0, job.Run.WarmupCount);
        Assert.Equal(1, job.Run.IterationCount);
        Assert.Equal(1, job.Run.InvocationCount);
    }

    private static Job Find(string id) => id switch
    {
        "io-quick" => FanOutJobs.Io(Profile.Quick),
        "io-full" => FanOutJobs.Io(Profile.Full),
        "io-once" => FanOutJobs.IoOnce,
        "cpu-quick" => FanOutJobs.Cpu(Profile.Quick),
        _ => FanOutJobs.Cpu(Profile.Full),
    };
}
