using AsyncLab.Running;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

namespace AsyncLab.Benchmarking;

/// <summary>
/// The BenchmarkDotNet job for each profile. Every profile runs in-process: the lab stays one process
/// (nothing to leave behind on Ctrl+C) and no benchmark project is generated and built per run.
/// </summary>
public static class BenchmarkJobs
{
    public static Job For(Profile profile) => profile switch
    {
        // One cold invocation per case: proves the code path runs, measures nothing worth trusting.
        Profile.Smoke => Job.Dry.WithToolchain(InProcessEmitToolchain.Instance).WithId("smoke"),

        // Short iterations, enough of them for a 99.9% interval that keeps verdicts stable run to run.
        Profile.Quick => new Job("quick")
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithStrategy(RunStrategy.Throughput)
            .WithLaunchCount(1)
            .WithWarmupCount(3)
            .WithIterationCount(15)
            .WithIterationTime(Perfolizer.Horology.TimeInterval.FromMilliseconds(120)),

        // BenchmarkDotNet's default accuracy: pilot, warm-up and as many iterations as it judges necessary.
        Profile.Full => Job.Default.WithToolchain(InProcessEmitToolchain.Instance).WithId("full"),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    /// <summary>
    /// A smoke job for microsecond-scale benchmarks: a fixed number of invocations per iteration (no pilot stage), so the
    /// figures are roughly right (allocations exact) and still take well under a second per case.
    /// </summary>
    public static Job SmokeWithInvocations(int invocationsPerIteration) => new Job("smoke")
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithStrategy(RunStrategy.Throughput)
        .WithLaunchCount(1)
        .WithWarmupCount(1)
        .WithIterationCount(3)
        .WithInvocationCount(invocationsPerIteration)
        .WithUnrollFactor(1);
}
