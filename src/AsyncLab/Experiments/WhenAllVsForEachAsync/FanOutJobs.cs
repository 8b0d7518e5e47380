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
        Profile.Quick => OneCallPerIteration("io-quick", warmups: 1, iterations: 5),
        _ => OneCallPerIteration("io-full", warmups: 1, iterations: 5),
    };

    /// <summary>
    /// In-process, with room for the longest row: ForEachAsync over 100 items of 1000 ms takes 100/cores seconds per
    /// call, and BenchmarkDotNet's default in-process limit (5 minutes per case) stops it part-way on 2 cores.
    /// </summary>
    private static readonly InProcessEmitToolchain LongRunningInProcess = new(TimeSpan.FromMinutes(30), logOutput: false);

    /// <summary>
    /// quick: shorter and fewer iterations than the lab's quick job, to keep the suite within its time budget on 2 cores;
    /// full: a fixed count of default-length iterations (the article used ShortRun's three), not BenchmarkDotNet's
    /// open-ended default, which can spend minutes on each of the 300 ms rows.
    /// </summary>
    public static Job Cpu(Profile profile) => profile switch
    {
        Profile.Smoke => BenchmarkJobs.For(profile),
        // One warm-up per round: the first round's pilot has warmed each case already, and the work is plain arithmetic.
        Profile.Quick => Throughput("cpu-quick", warmups: 1, iterations: 4, TimeInterval.FromMilliseconds(100)),
        _ => Throughput("cpu-full", warmups: 3, iterations: 5, TimeInterval.FromMilliseconds(500)),
    };

    /// <summary>
    /// The CPU job runs in two rounds (alternating order), half its iterations in each. In one pass every case's
    /// iterations lie within a second or so, and on the 2-core VM of 2026-11-25 a single-threaded case sometimes ran
    /// 1.45x slower for a few seconds (WhenAll, 100 items of 1e4: 4.4 ms in one run, 3.0 ms in the others), which read
    /// as ForEachAsync 2.4x faster on 2 cores, tightly. Split in two, such a stretch holds half a case's samples and
    /// widens its interval instead, and the extra rounds then measure that row again.
    /// </summary>
    public static int CpuRounds(Profile profile) => profile == Profile.Smoke ? 1 : 2;

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
