using AsyncLab.Benchmarking;
using AsyncLab.Running;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace AsyncLab.Experiments.WhenAllVsForEachAsync;

/// <summary>
/// Jobs for this experiment's suites. An IO-bound call lasts one to a few hundred delays, so the profile's job
/// (many 150 ms iterations after a pilot) would spend minutes per row; one call per iteration is precise enough
/// for delays of a millisecond and more.
/// </summary>
public static class FanOutJobs
{
    public static Job Io(Profile profile) => profile switch
    {
        Profile.Smoke => BenchmarkJobs.For(profile),
        Profile.Quick => OneCallPerIteration("io-quick", warmups: 1, iterations: 1),
        _ => OneCallPerIteration("io-full", warmups: 1, iterations: 1),
    };

    /// <summary>
    /// The IO rows quick measures once a side (<see cref="WorkloadGrid.MeasuredOnce"/>): one call, no warm-up. They run
    /// after the IO suite's rounds, which have compiled the same methods, and a call of a second or more is not changed
    /// by a warm-up's few microseconds of compiling.
    /// </summary>
    /// <remarks>Built on each read: a static initialiser here would run before <see cref="LongRunningInProcess"/>'s, leaving the job without its in-process toolchain.</remarks>
    public static Job IoOnce => OneCallPerIteration("io-once", warmups: 0, iterations: 1);

    /// <summary>
    /// Rounds of each suite: the round is the unit the claims' intervals are computed over, so every judged suite runs at
    /// least ten (one call, or one iteration, a round). The IO suite warms up in its first round only: a call lasts at
    /// least one delay, and the first round has compiled everything it runs.
    /// </summary>
    public static int Rounds(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 10,
        _ => 15,
    };

    /// <summary>Warm-up calls in the IO suite's rounds after the first (see <see cref="Rounds"/>).</summary>
    public const int IoWarmupsAfterFirstRound = 0;

    /// <summary>
    /// In-process, with room for the longest row: ForEachAsync over 100 items of 1000 ms takes 100/cores seconds per
    /// call, and BenchmarkDotNet's default in-process limit (5 minutes per case) stops it part-way on a machine with few cores.
    /// </summary>
    private static readonly InProcessEmitToolchain LongRunningInProcess = new(TimeSpan.FromMinutes(30), logOutput: false);

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

    private static Job Throughput(string id, int warmups, int iterations, TimeInterval iterationTime) => new Job(id)
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithStrategy(RunStrategy.Throughput)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithIterationTime(iterationTime);

    private static Job OneCallPerIteration(string id, int warmups, int iterations) => new Job(id)
        .WithToolchain(LongRunningInProcess)
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithInvocationCount(1)
        .WithUnrollFactor(1);
}
