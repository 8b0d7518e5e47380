using AsyncLab.Running;
using AsyncLab.Stopping;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace AsyncLab.Benchmarking;

/// <summary>
/// Runs one BenchmarkDotNet class for an experiment, in interleaved rounds, and returns one figure per case merged over
/// all rounds. BenchmarkDotNet's own log goes to the experiment's artifacts folder, so the console keeps the lab's progress display.
/// </summary>
/// <remarks>
/// Claims compare cases with each other, and the machine's speed drifts over tens of seconds: with every case run once,
/// one after the other, a slow stretch lands on whichever cases ran during it and reads as a difference between them.
/// So each round runs every case once, in alternating order (see RoundOrder), and each case's figure is its rounds'
/// medians: the round, not the iteration, is the unit its interval is computed over. A round is one BenchmarkRunner.Run over a
/// BenchmarkRunInfo we build with the cases already in order:
/// BenchmarkDotNet runs a run-info's cases in array order, so no custom IOrderer is needed, and one Run per round (not
/// per case) keeps one log per round and the per-Run overhead (validation, emitting the in-process runner) small.
/// </remarks>
public static class BenchmarkSession
{
    /// <param name="benchmarkType">A public class with [Benchmark] methods.</param>
    /// <param name="context">Profile, artifacts folder and progress sink of the running experiment.</param>
    /// <param name="include">Which cases to run (e.g. leave out the 1000 ms rows in quick); all when null.</param>
    /// <param name="job">A job to use instead of the profile's default one.</param>
    /// <param name="rounds">
    /// How many rounds to run the job in. Defaults to the profile's (BenchmarkJobs.RoundsFor) for the profile's job, and to
    /// one for a caller's own job, whose iteration count was chosen for a single pass.
    /// </param>
    /// <param name="undecided">
    /// When given, and the profile allows it, the session goes on after its rounds with batches of extra rounds of exactly
    /// the cases still open (<see cref="StoppingCriteria"/>, within <see cref="BenchmarkJobs.ExtraRoundsBudget"/> and
    /// <see cref="BenchmarkJobs.MaxExtraRounds"/>).
    /// </param>
    /// <param name="checkpoint">When given, each case's figure goes to the experiment's checkpoint as soon as it finishes a round.</param>
    /// <param name="laterWarmups">For a caller's own job: warm-up iterations in the rounds after the first (the job's own count when
    /// null).</param>
    public static Task<IReadOnlyList<BenchmarkCaseResult>> RunAsync(
        Type benchmarkType,
        ExperimentContext context,
        Func<BenchmarkCase, bool>? include = null,
        Job? job = null,
        int? rounds = null,
        IOpenCases<BenchmarkCaseResult>? undecided = null,
        BenchmarkCheckpoint? checkpoint = null,
        int? laterWarmups = null)
    {
        var roundCount = rounds ?? (job is null ? context.Launch.Share(BenchmarkJobs.RoundsFor(context.Profile),
            BenchmarkJobs.FewestRoundsPerLaunch) : 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(roundCount, 1, nameof(rounds));

        // BenchmarkDotNet blocks its thread for the whole run; keep the caller (and Ctrl+C handling) free.
        return Task.Factory.StartNew(
            () => Run(benchmarkType, context, include, job ?? BenchmarkJobs.For(context.Profile), roundCount, undecided,
                job is null ? BenchmarkJobs.WarmupsAfterFirstRound(context.Profile) : laterWarmups, checkpoint),
            CancellationToken.None,
            TaskCreationOptions.LongRunning,
            TaskScheduler.Default);
    }

    private static IReadOnlyList<BenchmarkCaseResult> Run(Type benchmarkType, ExperimentContext context, Func<BenchmarkCase,
        bool>? include, Job job, int rounds, IOpenCases<BenchmarkCaseResult>? undecided, int? laterWarmups, BenchmarkCheckpoint? checkpoint)
    {
        var progress = new ProgressEventProcessor(context.Progress, rounds) { Checkpoint = checkpoint?.StartSession() };
        var byCase = new Dictionary<string, CaseRounds>();
        var declared = new List<string>();
        var lastRound = TimeSpan.Zero;
        for (var round = 1; round <= rounds; round++)
        {
            var started = DateTime.UtcNow;
            if (!RunRound(round, only: null) && round == 1)
            {
                return [];
            }

            lastRound = DateTime.UtcNow - started;
        }

        // One launch of several measures no extra rounds: what it could not decide is decided by another launch, since a
        // figure can move more between processes than between rounds.
        if (undecided is not null && !context.Launch.IsOneOfSeveral)
        {
            var stopping = new StoppingCriteria(BenchmarkJobs.ExtraRoundsBudget(context.Profile), BenchmarkJobs.MaxExtraRounds);
            // Each round runs on this dedicated thread and returns a completed task, so the wait below never waits on another.
            stopping.MeasureAsync(rounds, () => undecided.NarrowingNeeded(KeyedFigures()),
                lastRound / Math.Max(1, declared.Count), (again, round) =>
                {
                    var started = DateTime.UtcNow;
                    RunRound(round, again);
                    return Task.FromResult(DateTime.UtcNow - started);
                }).GetAwaiter().GetResult();
        }

        return Figures();

        IReadOnlyList<BenchmarkCaseResult> Figures() => KeyedFigures().Select(f => f.Figure).ToList();

        IReadOnlyList<(string Key, BenchmarkCaseResult Figure)> KeyedFigures() =>
            declared.Select(key => (key, byCase[key].ToFigure())).ToList();

        bool RunRound(int round, IReadOnlySet<string>? only)
        {
            var config = Config(context, job, progress, round, rounds);
            var runInfo = BenchmarkConverter.TypeToBenchmarks(benchmarkType, config);
            var cases = runInfo.BenchmarksCases.Where(include ?? (_ => true)).ToArray();
            if (round == 1)
            {
                if (cases.Length == 0)
                {
                    return false;
                }

                foreach (var benchmarkCase in cases)
                {
                    var key = CaseRounds.KeyOf(benchmarkCase);
                    declared.Add(key);
                    byCase[key] = new CaseRounds(benchmarkCase);
                }
            }
            else
            {
                cases = cases
                    .Where(c => only is null || only.Contains(CaseRounds.KeyOf(c)))
                    .Select(c => ForLaterRound(c, byCase[CaseRounds.KeyOf(c)].InvocationsPerIteration, laterWarmups)).ToArray();
            }

            if (only is null)
            {
                progress.StartRound(round, cases.Length);
            }
            else
            {
                progress.StartExtraRound(round, cases.Length);
            }

            var summary = BenchmarkRunner.Run(new BenchmarkRunInfo(RoundOrder.Of(cases, round).ToArray(), benchmarkType, runInfo.Config));
            ThrowIfRefused(summary);
            foreach (var benchmarkCase in summary.BenchmarksCases)
            {
                byCase[CaseRounds.KeyOf(benchmarkCase)].Add(benchmarkCase, summary[benchmarkCase]);
            }

            context.MachineSpeed.Sample($"{benchmarkType.Name} round {round}");
            return true;
        }
    }

    private static IConfig Config(ExperimentContext context, Job job, ProgressEventProcessor progress, int round, int rounds)
    {
        // One folder per round: BenchmarkDotNet names its log by type and second, and a short round could reuse the name.
        var artifacts = Path.Combine(context.ArtifactsDirectory, "benchmarkdotnet");
        return ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddLogger(NullLogger.Instance)
            .AddColumnProvider(BenchmarkDotNet.Columns.DefaultColumnProviders.Instance)
            .AddEventProcessor(progress)
            .WithArtifactsPath(rounds == 1 && round == 1 ? artifacts : Path.Combine(artifacts, $"round-{round}"))
            // A Debug build is reported as such in the run metadata rather than refused here.
            .WithOptions(ConfigOptions.DisableOptimizationsValidator);
    }

    /// <summary>
    /// Later rounds reuse the invocations per iteration the first round's pilot chose: the rounds then measure iterations
    /// of the same size, and skipping the pilot (up to a second per case) keeps the session about as long as one pass was.
    /// They also warm up with <paramref name="warmups"/> iterations when given (BenchmarkJobs.WarmupsAfterFirstRound).
    /// </summary>
    private static BenchmarkCase ForLaterRound(BenchmarkCase benchmarkCase, long? invocations, int? warmups)
    {
        var job = benchmarkCase.Job;
        var pinned = warmups is { } count ? job.WithWarmupCount(count) : job;
        var piloted = job.Run.RunStrategy == RunStrategy.Throughput
            && !job.Run.HasValue(BenchmarkDotNet.Jobs.RunMode.InvocationCountCharacteristic);
        if (piloted && invocations is { } perIteration)
        {
            // A fixed count must be a multiple of the unroll factor (16 by default); the pilot picks counts that are not
            // (for Task-returning benchmarks, say), and then it cannot have been unrolling either.
            pinned = pinned.WithInvocationCount(perIteration);
            var unroll = job.Run.HasValue(BenchmarkDotNet.Jobs.RunMode.UnrollFactorCharacteristic) ? job.Run.UnrollFactor : 16;
            if (perIteration % unroll != 0)
            {
                pinned = pinned.WithUnrollFactor(1);
            }
        }

        return ReferenceEquals(pinned, job) ? benchmarkCase : BenchmarkCase.Create(benchmarkCase.Descriptor, pinned,
            benchmarkCase.Parameters, benchmarkCase.Config);
    }

    private static void ThrowIfRefused(Summary summary)
    {
        if (summary.HasCriticalValidationErrors)
        {
            var first = summary.ValidationErrors.FirstOrDefault()?.Message ?? "unknown validation error";
            throw new BenchmarkFailedException($"BenchmarkDotNet refused the benchmarks: {first}");
        }
    }
}

public sealed class BenchmarkFailedException(string message) : Exception(message);
