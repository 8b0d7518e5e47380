using AsyncLab.Running;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;

namespace AsyncLab.Benchmarking;

/// <summary>
/// The BenchmarkDotNet job for each profile, and how many interleaved rounds of it BenchmarkSession runs. Every profile
/// runs in-process: the lab stays one process (nothing to leave behind on Ctrl+C) and no benchmark project is generated
/// and built per run.
/// </summary>
/// <remarks>
/// In process, the toolchain is the emitting one although it adds a speed of its own to each round (most likely the
/// runner it emits anew every round sits at a new address: native-sync's rounds took 12 or 17 ns a send). The
/// non-emitting toolchain ran the same rounds within a few percent of each other (8.4 to 9.1 ns), but in two quick runs
/// on the 2-core VM (2026-11-25) it timed native-async, whose handler suspends on every send, at 90 to 148 ns, against
/// 2.3 to 4.1 µs with emitting: evidently it did not wait for the ValueTask the benchmark returned, and several claims rest
/// on exactly those ValueTask-returning cases.
/// </remarks>
public static class BenchmarkJobs
{
    /// <summary>The job for ONE round: with several rounds each case runs it once per round.</summary>
    public static Job For(Profile profile) => profile switch
    {
        // One cold invocation per case: proves the code path runs, measures nothing worth trusting.
        Profile.Smoke => Job.Dry.WithToolchain(InProcessEmitToolchain.Instance).WithId("smoke"),

        // Short iterations, few per round: a round's iterations agree closely with each other, while a whole round can run
        // at another speed (see RoundsFor), so a sample of several rounds says more than a long round.
        Profile.Quick => FixedRound("quick", warmups: 3, iterations: 2, TimeInterval.FromMilliseconds(120)),

        // BenchmarkDotNet's default iteration time, a fixed count per round instead of its open-ended adaptive one:
        // three rounds of ten cost about what the default's fifteen or more iterations cost.
        Profile.Full => FixedRound("full", warmups: 4, iterations: 10, TimeInterval.FromMilliseconds(500)),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    /// <summary>
    /// How many rounds the profile's job runs in. The machine's speed drifts over tens of seconds; running every case a
    /// few times, in alternating order, spreads a slow stretch over all cases instead of landing on whichever ran then.
    /// A round of one case can also run at a speed of its own throughout: in three quick runs on a 2-core VM
    /// (2026-11-25, 3 rounds of 5 iterations) native-sync took 12.0, 17.3 and 17.1 ns a send in its rounds, MediatR
    /// 63, 116 and 112 ns, with iterations within a round within a few percent of each other. Quick therefore runs
    /// five rounds of two iterations (ten samples, five draws of a round's speed) rather than three of five.
    /// </summary>
    public static int RoundsFor(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 5,
        Profile.Full => 3,
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    /// <summary>
    /// Warm-up iterations in every round after the first, when fewer than the first round's: by then each case's method
    /// has been compiled at its final tier, and only the round's freshly emitted runner needs one pass. Null keeps the
    /// job's own count.
    /// </summary>
    public static int? WarmupsAfterFirstRound(Profile profile) => profile == Profile.Quick ? 1 : null;

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

    private static Job FixedRound(string id, int warmups, int iterations, TimeInterval iterationTime) => new Job(id)
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithStrategy(RunStrategy.Throughput)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithIterationTime(iterationTime);
}
