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
/// runner it emits anew every round sits at a new address): the rounds are the unit of the intervals, so that speed is
/// part of what they measure. The non-emitting toolchain ran rounds more alike, but it timed ValueTask-returning
/// benchmarks whose handler suspends at a small fraction of the emitting one's figure: evidently it did not wait for the
/// ValueTask, and several claims rest on exactly those cases.
/// </remarks>
public static class BenchmarkJobs
{
    /// <summary>The job for ONE round: with several rounds each case runs it once per round.</summary>
    public static Job For(Profile profile) => profile switch
    {
        // One cold invocation per case: proves the code path runs, measures nothing worth trusting.
        Profile.Smoke => Job.Dry.WithToolchain(InProcessEmitToolchain.Instance).WithId("smoke"),

        // Short iterations, few per round: the round is the unit claims are judged over (its median), so the time goes into
        // rounds rather than into long rounds.
        Profile.Quick => FixedRound("quick", warmups: 3, iterations: 2, TimeInterval.FromMilliseconds(60)),

        // BenchmarkDotNet's default iteration time halved, a fixed count per round instead of its open-ended adaptive one:
        // fifteen rounds of two iterations cost about what the default's fifteen or more iterations cost.
        Profile.Full => FixedRound("full", warmups: 4, iterations: 2, TimeInterval.FromMilliseconds(250)),
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    /// <summary>
    /// How many rounds the profile's job runs in. Iterations of one round share that round's speed, so a case's interval is
    /// computed over its rounds (each round's median), not its iterations: at least ten rounds stand behind any timing
    /// claim. Rounds also take turns in alternating order, so a slow stretch of the machine is spread over all cases
    /// instead of landing on whichever ran then.
    /// </summary>
    public static int RoundsFor(Profile profile) => profile switch
    {
        Profile.Smoke => 1,
        Profile.Quick => 10,
        Profile.Full => 15,
        _ => throw new ArgumentOutOfRangeException(nameof(profile), profile, null),
    };

    /// <summary>
    /// The fewest rounds one launch of several runs: two, quick's ten rounds shared by its four launches. A launch's
    /// summary is then the mean of two rounds' logs; the interval's unit is the launch, so more rounds a launch narrow it
    /// only as far as they quiet the launch's own summary.
    /// </summary>
    public const int FewestRoundsPerLaunch = 2;

    /// <summary>
    /// Extra measuring time a session may spend on cases an open claim reads (<see cref="Stopping.StoppingCriteria"/>):
    /// none in smoke, which proves code paths only.
    /// </summary>
    public static TimeSpan ExtraRoundsBudget(Profile profile) => profile switch
    {
        Profile.Quick => TimeSpan.FromSeconds(25),
        Profile.Full => TimeSpan.FromMinutes(4),
        _ => TimeSpan.Zero,
    };

    /// <summary>
    /// At most this many extra rounds, however much budget is left. The budget is the real limit; this one only keeps a
    /// session whose cases are very short from going on where more of the same narrows nothing further.
    /// </summary>
    public const int MaxExtraRounds = 20;

    /// <summary>
    /// Warm-up iterations in every round after the first, when fewer than the first round's: by then each case's method
    /// has been compiled at its final tier, and only the round's freshly emitted runner needs one pass. Null keeps the
    /// job's own count.
    /// </summary>
    public static int? WarmupsAfterFirstRound(Profile profile) => profile == Profile.Smoke ? null : 1;

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

    /// <remarks>
    /// No forced collections before each iteration (<see cref="ForcedCollections"/>).
    /// </remarks>
    private static Job FixedRound(string id, int warmups, int iterations, TimeInterval iterationTime) => new Job(id)
        .WithToolchain(InProcessEmitToolchain.Instance)
        .WithStrategy(RunStrategy.Throughput)
        .WithLaunchCount(1)
        .WithWarmupCount(warmups)
        .WithIterationCount(iterations)
        .WithIterationTime(iterationTime)
        .WithGcForce(ForcedCollections);

    /// <summary>
    /// BenchmarkDotNet forces two full collections before every iteration by default, the thirty-odd iterations of its
    /// overhead stage included, so in a short round they took about a third of the time. The lab's unit is a round's
    /// median, not one iteration: a collection that falls inside an iteration is what the method's allocations cost
    /// anyway, and the median of the rounds does not follow an iteration that caught an older one.
    /// </summary>
    public const bool ForcedCollections = false;
}
