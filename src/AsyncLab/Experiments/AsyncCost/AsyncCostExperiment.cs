using AsyncLab.Benchmarking;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Scenarios.AsyncCost;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.AsyncCost;

/// <summary>async-cost (seeds 000, 001): what an async method costs when it completes synchronously and when it does not.</summary>
public sealed class AsyncCostExperiment : IExperiment
{
    public const string ExperimentId = "async-cost";

    private const string NotesFile = "AsyncCost";

    public string Id => ExperimentId;

    public string Title => "The cost of async methods: Task, ValueTask, fast paths";

    public string Sources => "seeds 000, 001";

    public IReadOnlyList<string> Variants { get; } = AsyncCostVariants.All.Select(v => v.Id).Concat(StockPriceTurns.Ids).ToArray();

    public IReadOnlyList<ClaimDefinition> Claims => AsyncCostClaims.All;

    /// <summary>The article's benchmark methods; the lab's are the bursts in turns (a second harness) and the pooling comparison.</summary>
    public bool IsArticleVariant(Measurement measurement) =>
        !measurement.Variant.StartsWith(StockPriceTurns.Prefix, StringComparison.Ordinal)
        && measurement.Variant is not (AsyncCostVariants.PooledValueTaskAwait or AsyncCostVariants.AwaitedValueTaskAwait);

    /// <summary>Its benchmark session measures again while a claim is open, in every profile with a budget for it (not smoke).</summary>
    public int Looks(Profile profile) => profile == Profile.Smoke ? 1 : LookSchedule.MaxLooks;

    public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        // Each case costs microseconds at most, so even smoke can afford 64 Ki calls per iteration; BenchmarkDotNet 0.15 counts a
        // few KB of its own per measurement, which fewer calls would show as 1-2 B per call where there are none.
        var job = context.Profile == Profile.Smoke ? BenchmarkJobs.SmokeWithInvocations(65536) : null;
        Func<BenchmarkCaseResult, Measurement> identify = f => new Measurement(VariantOf(f).Id, new Dictionary<string, string>(),
            new Dictionary<string, double>());
        var undecided = OpenClaims<BenchmarkCaseResult>.OfFigures(AsyncCostClaims.All, Measure, identify);
        var checkpoint = new BenchmarkCheckpoint(context.Checkpoint, f => new ExperimentFindings(Measure(f)), identify);
        var figures = await BenchmarkSession.RunAsync(typeof(StockPriceBenchmarks), context, job: job, undecided: undecided,
            checkpoint: checkpoint).ConfigureAwait(false);
        var measurements = Measure(figures).ToList();

        // The time-ratio claims are judged on the same calls timed in bursts that take turns (StockPriceTurns).
        var settings = BurstSettings.For(context.Profile).ForLaunch(context.Launch);
        var turns = new Dictionary<string, double[]>();
        foreach (var group in StockPriceTurns.Groups())
        {
            foreach (var (id, samples) in await BurstTurns.RunAsync(group, settings, context.Progress,
                cancellationToken).ConfigureAwait(false))
            {
                turns[id] = samples;
            }

            context.MachineSpeed.Sample($"bursts in turns ({group[0].Id} and its group)");
            context.Checkpoint.Publish(new ExperimentFindings([.. measurements, .. StockPriceTurns.Measure(turns)]));
        }

        measurements.AddRange(StockPriceTurns.Measure(turns));

        return new ExperimentFindings(measurements) { Notes = Notes(settings) };
    }

    /// <summary>The report's notes, from AsyncCostNotes.json, with the bursts' settings and the lookup's sizes.</summary>
    internal static IReadOnlyList<string> Notes(BurstSettings settings) =>
    [
        ExperimentNotes.Note(NotesFile, "ratios_of_medians"),
        ExperimentNotes.Note(NotesFile, "await_variants"),
        ExperimentNotes.Note(NotesFile, "blocked_on_result"),
        ExperimentNotes.Note(NotesFile, "time_ratios_in_turns", ("turns_prefix", StockPriceTurns.Prefix),
            ("burst_ms", settings.Burst.TotalMilliseconds), ("turns", settings.Turns)),
        ExperimentNotes.Note(NotesFile, "lookup", ("filler_count", StockPriceCache.FillerCount),
            ("timed_filler_count", StockPriceCache.TimedFillerCount), ("timed_scale_prefix", StockPriceTurns.TimedScalePrefix),
            ("timed_entries", StockPriceCache.TimedFillerCount + 1), ("turns_prefix", StockPriceTurns.Prefix),
            ("printed_entries", StockPriceCache.FillerCount + 1)),
        ExperimentNotes.Note(NotesFile, "yardsticks", ("timed_scale_prefix", StockPriceTurns.TimedScalePrefix),
            ("turns_prefix", StockPriceTurns.Prefix)),
    ];

    private static StockPriceVariant VariantOf(BenchmarkCaseResult figure) => AsyncCostVariants.All.Single(v => v.Method == figure.Method);

    /// <summary>The figures as measurements: every variant with its samples, ratios to the article's baseline and its published
    /// figures.</summary>
    private static IReadOnlyList<Measurement> Measure(IReadOnlyList<BenchmarkCaseResult> figures)
    {
        var byVariant = figures.ToDictionary(f => VariantOf(f).Id);
        var baseline = byVariant.GetValueOrDefault(AsyncCostVariants.SyncOverAsyncInit);
        return AsyncCostVariants.All.Where(v => byVariant.ContainsKey(v.Id)).Select(v =>
        {
            var metrics = byVariant[v.Id].ToMetrics();
            if (baseline is not null)
            {
                metrics[MetricNames.Ratio] = byVariant[v.Id].Central.Ns / baseline.Central.Ns;
            }

            var published = v.Published();
            return new Measurement(v.Id, new Dictionary<string, string>(), metrics)
            {
                Samples = byVariant[v.Id].Samples,
                Published = published,
                PublishedSource = published is null ? null : AsyncCostVariants.PublishedSource,
                MeasuredWith = BenchmarkGroupOf(v.Id),
            };
        }).ToArray();
    }

    /// <summary>
    /// The BenchmarkDotNet rows' neighbourhoods, as the turns' groups are: a ready call and a yielding one move between
    /// processes for different reasons (the JIT's code for a search of a few hundred nanoseconds; the pool's workers for a
    /// continuation), so a ready row's variation between launches is pooled only with the ready rows'. Two rounds a launch
    /// estimate a row's scatter too roughly to keep the two apart by it, and a ready row given the floor of a yielding one
    /// cannot tell a 10 % change from none in compare.
    /// </summary>
    public static string BenchmarkGroupOf(string id) => AsyncCostVariants.Yields(id)
        ? "yielding calls in benchmark rounds"
        : "ready calls in benchmark rounds";
}
