using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.ValueTaskLoop;

/// <summary>valuetask-loop (seed 002): Task&lt;object&gt; against ValueTask&lt;object&gt; in a timed call-and-await loop, and the same
/// methods under BenchmarkDotNet.</summary>
public sealed class ValueTaskLoopExperiment : IExperiment
{
    private const string NotesFile = "ValueTaskLoop";

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
        var undecided = settings.MaxExtraRepeats > 0 ? Undecided(settings) : null;
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
            Notes = Notes(settings, ExtraTurns(summaries, settings)),
        };
    }

    /// <summary>
    /// The report's notes, from ValueTaskLoopNotes.json, with the loop's settings and the extra turns each variant took
    /// ("id count", none when every loop claim was decided after the profile's repeats).
    /// </summary>
    internal static IReadOnlyList<string> Notes(LoopSettings settings, IReadOnlyList<string> extraTurns) =>
    [
        ExperimentNotes.Note(NotesFile, "loop", ("repeats", settings.Repeats), ("loop_settings", settings)),
        ExperimentNotes.Note(NotesFile, settings.FirstTurn is null ? "published_loop_count" : "published_loop_count_first_turn"),
        ExperimentNotes.Note(NotesFile, "article_loop"),
        ExperimentNotes.Note(NotesFile, "benchmarkdotnet_rows"),
        ExperimentNotes.Note(NotesFile, "paired_repeats"),
        extraTurns.Count == 0
            ? ExperimentNotes.Note(NotesFile, "extra_turns_none")
            : ExperimentNotes.Note(NotesFile, "extra_turns", ("extra_turns", string.Join(", ", extraTurns))),
        ExperimentNotes.Note(NotesFile, "spread"),
    ];

    private static IEnumerable<Measurement> BenchmarkRows(IReadOnlyList<BenchmarkCaseResult> figures, Profile profile)
    {
        var byMethod = figures.ToDictionary(f => f.Method);
        return LoopVariants.All.Where(v => byMethod.ContainsKey(v.BenchmarkMethod)).Select(v => new Measurement(v.Id,
            Harness(ValueTaskLoopClaims.BenchmarkHarness, profile.ToName() + " job"), byMethod[v.BenchmarkMethod].ToMetrics())
        {
            Samples = byMethod[v.BenchmarkMethod].Samples,
        });
    }

    private static IReadOnlyList<string> ExtraTurns(IReadOnlyDictionary<string, LoopSummary> summaries, LoopSettings settings) =>
        summaries.Where(p => p.Value.Samples.Count > settings.Repeats).Select(p => $"{p.Key} {p.Value.Samples.Count - settings.Repeats}")
            .ToList();

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
    /// The variants whose further repeats could decide a claim still open on the loop's repeats so far
    /// (<see cref="OpenClaims{TFigure}"/>). Claims that also read BenchmarkDotNet's rows are not measured yet, so ask for none.
    /// </summary>
    private static OpenClaims<LoopSummary> Undecided(LoopSettings settings) => new(
        ValueTaskLoopClaims.All,
        sofar => LoopRows(sofar.ToDictionary(c => c.Key, c => c.Figure), settings).ToList(),
        (id, _) => new Measurement(id, Harness(ValueTaskLoopClaims.LoopHarness, settings.ToString()), new Dictionary<string, double>()));

    private static Dictionary<string, string> Harness(string harness, string settings) => new()
    {
        ["harness"] = harness,
        ["settings"] = settings,
    };
}
