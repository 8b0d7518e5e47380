using System.Globalization;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Scenarios.Composition;

namespace AsyncLab.Experiments.Composition;

/// <summary>composition (seed 003): awaiting in turn vs WhenAll, and blocking on async code with and without a
/// SynchronizationContext.</summary>
public sealed class CompositionExperiment : IExperiment
{
    private const string PublishedSource = "seed 003 (stated in the text, not measured there)";

    private const string NotesFile = "Composition";

    public string Id => "composition";

    public string Title => "Composing async calls: WhenAll, and the sync-over-async deadlock";

    public string Sources => "seed 003";

    public IReadOnlyList<string> Variants { get; } = CompositionScenarios.All.Select(s => s.Id).ToArray();

    public IReadOnlyList<ClaimDefinition> Claims => CompositionClaims.All;

    IReadOnlyList<Metric> IExperiment.Metrics => CompositionMetrics.All;

    /// <summary>The article's actions as published (article-* rows); the timer-based shapes and the fixes are the lab's.</summary>
    public bool IsArticleVariant(Measurement measurement) => measurement.Variant.StartsWith("article-", StringComparison.Ordinal);

    /// <summary>It never measures again for an open claim: its claims are judged once, at the full 1 %.</summary>
    public int Looks(Profile profile) => 1;

    public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        var settings = CompositionSettings.For(context.Profile).ForLaunch(context.Launch);
        var figures = new Dictionary<string, ScenarioRepetitions>();
        // An untimed scenario yields a flag (it finished, or the watchdog gave up on it), the same in every process, and
        // a deadlock costs the whole timeout: the first launch alone runs those, the others only the timed ones.
        var scenarios = CompositionScenarios.All.Where(s => context.Launch.IsFirst || IsTimed(s)).ToList();
        for (var i = 0; i < scenarios.Count; i++)
        {
            var scenario = scenarios[i];
            context.Progress.Report(new ExperimentProgress($"scenario {scenario.Id}", i, scenarios.Count));
            figures[scenario.Id] = await ObserveAsync(scenario, settings, cancellationToken).ConfigureAwait(false);
        }

        context.Progress.Report(new ExperimentProgress("done", scenarios.Count, scenarios.Count));
        return new ExperimentFindings(scenarios.Select(s => ToMeasurement(figures[s.Id], s, settings)).ToArray())
        {
            Notes = Notes(settings, context.Launch),
        };
    }

    /// <summary>The report's notes, from CompositionNotes.json, with the settings and, for one launch of several, the launches.</summary>
    internal static IReadOnlyList<string> Notes(CompositionSettings settings, Launch launch) =>
    [
        ExperimentNotes.Note(NotesFile, "settings", ("unit_ms", settings.Unit.TotalMilliseconds),
            ("timeout_s", settings.Timeout.TotalSeconds), ("repetitions", settings.Repetitions)),
        ExperimentNotes.Note(NotesFile, "article_rows"),
        ExperimentNotes.Note(NotesFile, "single_thread_context"),
        ExperimentNotes.Note(NotesFile, "completed_and_deadlocked"),
        .. launch.IsOneOfSeveral ? [ExperimentNotes.Note(NotesFile, "launches", ("launches", launch.Count))] : Array.Empty<string>(),
    ];

    private static async Task<ScenarioRepetitions> ObserveAsync(CompositionScenario scenario, CompositionSettings settings,
        CancellationToken cancellationToken)
    {
        var timed = IsTimed(scenario);
        var reports = new List<WatchdogReport>();
        // A timed scenario gets one unrecorded run first, so that JIT compilation is not part of its median.
        for (var run = timed ? -1 : 0; run < (timed ? settings.Repetitions : 1); run++)
        {
            var report = await DeadlockWatchdog.RunAsync(() => scenario.Run(settings.Unit), settings.Timeout,
                cancellationToken).ConfigureAwait(false);
            if (report.Outcome == WatchdogOutcome.Faulted)
            {
                throw new InvalidOperationException($"scenario {scenario.Id} threw {report.Failure!.GetType().Name}: " +
                    $"{report.Failure.Message}", report.Failure);
            }

            if (run >= 0)
            {
                reports.Add(report);
            }
        }

        return new ScenarioRepetitions(scenario.Id, reports, settings.Timeout);
    }

    /// <summary>The scenarios whose elapsed time the claims read: they repeat, in every launch.</summary>
    private static bool IsTimed(CompositionScenario scenario) =>
        scenario.Id is CompositionScenarios.AwaitInTurn or CompositionScenarios.AwaitWhenAll
            or CompositionScenarios.ArticleIndexAsync1 or CompositionScenarios.ArticleIndexAsync2;

    private static Measurement ToMeasurement(ScenarioRepetitions figures, CompositionScenario scenario, CompositionSettings settings)
    {
        var elapsed = figures.MedianElapsed;
        var metrics = new Dictionary<string, double>
        {
            [CompositionMetrics.Completed.Key] = figures.AllCompleted ? 1 : 0,
            [CompositionMetrics.Deadlocked.Key] = figures.AnyCompleted ? 0 : 1,
            [MetricNames.ElapsedMs] = elapsed.TotalMilliseconds,
        };
        IReadOnlyDictionary<string, IReadOnlyList<double>>? samples = null;
        if (figures.AllCompleted)
        {
            metrics[CompositionMetrics.ElapsedUnits.Key] = elapsed / settings.Unit;

            // Every repetition, so that the overlap claim is judged on their spread and not on the medians alone.
            samples = new Dictionary<string, IReadOnlyList<double>>
            {
                [CompositionMetrics.ElapsedUnits.Key] = figures.Reports.Select(r => r.Elapsed / settings.Unit).ToArray(),
            };
        }

        var parameters = new Dictionary<string, string>
        {
            ["context"] = scenario.UnderContext ? "single-thread" : "none",
            ["unit_ms"] = settings.Unit.TotalMilliseconds.ToString("0", CultureInfo.InvariantCulture),
        };
        var published = Published(scenario.Id);
        return new Measurement(scenario.Id, parameters, metrics)
        {
            Samples = samples,
            Published = published,
            PublishedSource = published is null ? null : PublishedSource,
        };
    }

    private static Dictionary<string, double>? Published(string variant) => variant switch
    {
        CompositionScenarios.ArticleIndexAsync1 => new() { [CompositionMetrics.ElapsedUnits.Key] = 2 },
        CompositionScenarios.ArticleIndexAsync2 => new() { [CompositionMetrics.ElapsedUnits.Key] = 1 },
        CompositionScenarios.ArticleIndex1 or CompositionScenarios.ArticleIndex2 => new() { [CompositionMetrics.Completed.Key] = 0 },
        _ => null,
    };
}
