using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>valuetask-loop (seed 002): Task&lt;object&gt; against ValueTask&lt;object&gt; in a timed call-and-await loop, and the same
/// methods under BenchmarkDotNet.</summary>
public sealed class ValueTaskLoopExperiment : IExperiment
{
    public string Id => "valuetask-loop";

    public string Title => "Task or ValueTask in a call-and-await loop";

    public string Sources => "seed 002";

    public IReadOnlyList<string> Variants { get; } = LoopVariants.All.Select(v => v.Id).ToArray();

    public IReadOnlyList<ClaimDefinition> Claims => ValueTaskLoopClaims.All;

    IReadOnlyList<Metric> IExperiment.Metrics => ValueTaskLoopMetrics.All;

    /// <summary>The loop measures again while a claim is open wherever its profile gives it extra turns.</summary>
    public int Looks(Profile profile) => LoopSettings.For(profile).MaxExtraRepeats > 0 ? LookSchedule.MaxLooks : 1;

    public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        var settings = LoopSettings.For(context.Profile).ForLaunch(context.Launch);
        // Off the caller's thread: the synchronous loops never yield, and the runner must stay free to notice Ctrl+C.
        var undecided = settings.MaxExtraRepeats > 0 ? (Func<IReadOnlyDictionary<string, LoopSummary>, double,
            IReadOnlyList<LoopVariant>>)((sofar, reachable) => Undecided(sofar, reachable, settings)) : null;
        var runner = new LoopRunner(settings, ArticleLoop.ProcessWide, context.Progress)
        {
            TurnFinished = sofar => context.Checkpoint.Publish(new ExperimentFindings(LoopRows(sofar, settings).ToList())),
        };
        var summaries = await Task.Run(() => runner.RunAsync(LoopVariants.All, cancellationToken, undecided), cancellationToken)
            .ConfigureAwait(false);

        // BenchmarkDotNet's dry job runs one invocation per iteration, whose bytes are one-time costs: a fixed few thousand
        // calls keep smoke's bytes per call exact, so the harness comparison is not refuted by the profile.
        var job = context.Profile == Profile.Smoke ? BenchmarkJobs.SmokeWithInvocations(16384) : null;
        var loopRows = LoopRows(summaries, settings).ToList();
        var checkpoint = new BenchmarkCheckpoint(
            context.Checkpoint,
            sofar => new ExperimentFindings([.. loopRows, .. BenchmarkRows(sofar, context.Profile)]),
            f => new Measurement(LoopVariants.All.Single(v => v.BenchmarkMethod == f.Method).Id,
                Harness(ValueTaskLoopClaims.BenchmarkHarness, context.Profile.ToName() + " job"), new Dictionary<string, double>()));
        var figures = await BenchmarkSession.RunAsync(typeof(ObjectProducerBenchmarks), context, job: job,
            checkpoint: checkpoint).ConfigureAwait(false);
        var benchmarkRows = BenchmarkRows(figures, context.Profile);

        return new ExperimentFindings(loopRows.Concat(benchmarkRows).ToArray())
        {
            Notes =
            [
                $"The loop calls and awaits one method {settings.Repeats} times per variant ({settings}; variants take turns, after one " +
                    $"discarded warm-up run each); ops/s is the median of the repeats, spread is (max − min) / median, and bytes are " +
                        $"process-wide (GC.GetTotalAllocatedBytes(true)) per loop, median of the repeats.",
                settings.FirstTurn is null
                    ? "The article ran each loop once for 1 s, so its loop count is shown as published ops/s. Compare ratios and bytes, " +
                        "not absolute rates: the article ran on other hardware (.NET 5)."
                    : "The article ran each loop once for 1 s, so its loop count is shown as published ops/s, and the first turn of " +
                        "every variant here is that run: one second, as published. The later turns are shorter, so that the claims get " +
                            "the pairs their intervals need within the profile's time; a loop's rate does not depend on its length once " +
                                "warm, and every turn, the first included, is paired with the same turn of the other variant. Compare " +
                                    "ratios and bytes, not absolute rates: the article ran on other hardware (.NET 5).",
                "The loop is the article's own (SeedLoops): one async method that awaits each call, counts, and checks a token that a " +
                    "timer cancels when the time is up. On today's runtime that long-running method runs as on-stack-replacement code at " +
                        "first (in .NET 5 a method with a loop was optimised at once), and a synchronous completion still goes through " +
                            "await, the token check and the count: expect the loop to be slower than BenchmarkDotNet on the synchronous " +
                                "variants. ValueTask and Task pay that alike, so their ratio is still the article's comparison.",
                "Rows marked benchmarkdotnet measure the same methods with BenchmarkDotNet (in-process). It blocks its own thread on " +
                    "each yielding call and is woken when the call completes, where the loop continues on the pool thread that ran the " +
                        "continuation: expect the harnesses to disagree on time for the -async variants.",
                "Claims are judged on every repeat, not on the medians alone: a ratio of two loops is taken repeat by repeat (the " +
                    "variants take turns, in alternating order, so repeat i of each ran back to back and a drift of the machine or the " +
                        "thread pool moves both alike), with the Wilcoxon signed-rank interval of those ratios (at the claim's share of " +
                            "its 1 %: see docs/METHOD.md). While such a claim is undecided and its interval within reach of deciding, " +
                                "the variants it reads get batches of more turns (quick: up to 10, about 12 s, at most three batches), " +
                                    "and only the turns both took part in are paired; against BenchmarkDotNet, whose rounds are not " +
                                        "paired with the repeats, the loop's repeats and BenchmarkDotNet's round medians are compared as " +
                                            "two samples (Mann–Whitney). A profile with few repeats leaves the timing claims " +
                                                "inconclusive rather than guessing. Bytes are judged on the median of the repeats.",
                ExtraTurnsNote(summaries, settings),
                "The repeats' spread says how much to trust each rate.",
            ],
        };
    }

    private static IEnumerable<Measurement> BenchmarkRows(IReadOnlyList<BenchmarkCaseResult> figures, Profile profile)
    {
        var byMethod = figures.ToDictionary(f => f.Method);
        return LoopVariants.All.Where(v => byMethod.ContainsKey(v.BenchmarkMethod)).Select(v => new Measurement(v.Id,
            Harness(ValueTaskLoopClaims.BenchmarkHarness, profile.ToName() + " job"), byMethod[v.BenchmarkMethod].ToMetrics())
        {
            Samples = byMethod[v.BenchmarkMethod].Samples,
        });
    }

    private static string ExtraTurnsNote(IReadOnlyDictionary<string, LoopSummary> summaries, LoopSettings settings)
    {
        var extra = summaries.Where(p => p.Value.Samples.Count > settings.Repeats).Select(p => $"{p.Key} " +
            $"{p.Value.Samples.Count - settings.Repeats}").ToList();
        return extra.Count == 0
            ? "Extra turns for undecided claims: none (every loop claim was decided, or out of reach, after the profile's repeats)."
            : $"Extra turns for undecided claims: {string.Join(", ", extra)} (their repeats and samples include these).";
    }

    private static IEnumerable<Measurement> LoopRows(IReadOnlyDictionary<string, LoopSummary> summaries, LoopSettings settings) =>
        LoopVariants.All.Where(v => summaries.ContainsKey(v.Id)).Select(v => (Variant: v,
            Published: v.Published())).Select(p => new Measurement(p.Variant.Id, Harness(ValueTaskLoopClaims.LoopHarness,
                settings.ToString()), summaries[p.Variant.Id].ToMetrics())
        {
            MeasuredWith = "loop repeats in turns",
            Samples = summaries[p.Variant.Id].ToSamples(),
            Published = p.Published,
            PublishedSource = p.Published is null ? null : LoopVariants.PublishedSource,
        });

    /// <summary>
    /// The variants whose further repeats could decide a claim still open on the loop's repeats so far, within reach
    /// (<see cref="OpenCase"/>). Claims that also read BenchmarkDotNet's rows are not measured yet, so ask for none.
    /// </summary>
    private static IReadOnlyList<LoopVariant> Undecided(IReadOnlyDictionary<string, LoopSummary> summaries, double reachable,
        LoopSettings settings)
    {
        var rows = LoopRows(summaries, settings).ToList();
        var open = OpenCase.WithinReach(ValueTaskLoopClaims.All, new ClaimEvidence(rows), reachable);
        return LoopVariants.All.Where(v => rows.Any(r => r.Variant == v.Id && open.Any(s => s.Matches(r)))).ToList();
    }

    private static Dictionary<string, string> Harness(string harness, string settings) => new()
    {
        ["harness"] = harness,
        ["settings"] = settings,
    };
}
