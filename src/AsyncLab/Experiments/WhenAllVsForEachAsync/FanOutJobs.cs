using AsyncLab.Benchmarking;
using AsyncLab.Running;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// How this experiment's suites are measured: how many rounds each runs, and BenchmarkDotNet's jobs for the CPU-bound
/// suites (the IO-bound suite is timed call by call, <see cref="TimerBoundCalls"/>).
/// </summary>
public static class FanOutJobs
{
    /// <summary>
    /// Rounds of each suite: the round is the unit the claims' intervals are computed over, so every judged suite runs at
    /// least ten (one call, or one iteration, a round).
    /// </summary>
    public static int Rounds(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 10,
        _ => 15,
    };

    /// <summary>
    /// Rounds of each CPU-bound suite: more than <see cref="Rounds"/> in quick, so that each of its four launches runs
    /// <see cref="FewestCpuRoundsPerLaunch"/>. Work spread over every core straggles whenever another process takes a core
    /// for part of a round, and a launch's summary of two rounds is their mean, straggler and all; of three it is the median.
    /// </summary>
    public static int CpuRounds(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 12,
        _ => 15,
    };

    /// <summary>The fewest rounds a launch of several runs of a CPU-bound suite: a median that one straggling round cannot move.</summary>
    public const int FewestCpuRoundsPerLaunch = 3;

    /// <summary>
    /// quick: one short iteration a round (the rounds are the unit); full: two of half BenchmarkDotNet's default length
    /// (the article used ShortRun's three), not BenchmarkDotNet's open-ended default, which can spend minutes on each of
    /// the 300 ms rows.
    /// </summary>
    public static Job Cpu(Profile profile) => profile switch
    {
        Profile.Smoke => BenchmarkJobs.For(profile),
        // One warm-up per round: the first round's pilot has warmed each case already, and the work is plain arithmetic.
        Profile.Quick => Throughput("cpu-quick", warmups: 1, iterations: 1, TimeInterval.FromMilliseconds(50)),
        _ => Throughput("cpu-full", warmups: 1, iterations: 2, TimeInterval.FromMilliseconds(250)),
    };

    /// <remarks>
    /// No overhead stage: BenchmarkDotNet times an empty call about twenty-five times per case and round, each iteration
    /// after a forced collection, to subtract a few nanoseconds a call. Every item here runs microseconds to milliseconds,
    /// so the subtraction is below a thousandth of the figure, while the stage took most of each round's time.
    /// </remarks>
    private static Job Throughput(string id, int warmups, int iterations, TimeInterval iterationTime) => new Job(id)
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithStrategy(RunStrategy.Throughput)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithIterationTime(iterationTime)
        .WithEvaluateOverhead(false)
        .WithGcForce(BenchmarkJobs.ForcedCollections);
}
