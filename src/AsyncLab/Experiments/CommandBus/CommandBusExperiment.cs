using System.Globalization;
using AsyncLab.Benchmarking;
using AsyncLab.Benchmarking.Turns;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Running;
using AsyncLab.Scenarios.CommandBus;
using AsyncLab.Stopping;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>command-bus (seed 003): the article's StartNew SendAsync beside a natively async bus, MediatR and Mediator, and an audit that
/// loses nothing.</summary>
public sealed class CommandBusExperiment : IExperiment
{
    private const string NativeCheck = CommandBusClaims.NativeAuditCheck;
    private const string ArticleCheck = "audit-check-article";

    private const string NotesFile = "CommandBus";

    public string Id => "command-bus";

    public string Title => "A CQRS command bus: StartNew SendAsync, a native async bus, MediatR and Mediator";

    public string Sources => "seed 003";

    public IReadOnlyList<string> Variants { get; } = CommandBusVariants.All.Select(v => v.Id).Concat(BusTurns.Ids).Concat([NativeCheck,
        ArticleCheck]).ToArray();

    public IReadOnlyList<ClaimDefinition> Claims => CommandBusClaims.All;

    IReadOnlyList<Metric> IExperiment.Metrics => CommandBusMetrics.All;

    /// <summary>The article's bus (Send, and SendAsync as StartNew around it, with and without its audit); the native bus, the peers and
    /// the direct call are the lab's.</summary>
    public bool IsArticleVariant(Measurement measurement) =>
        measurement.Variant is CommandBusVariants.Send or CommandBusVariants.SendAudited or CommandBusVariants.StartNew
            or CommandBusVariants.StartNewAudited or ArticleCheck;

    /// <summary>Its benchmark session measures again while a claim is open, in every profile with a budget for it (not smoke).</summary>
    public int Looks(Profile profile) => profile == Profile.Smoke ? 1 : LookSchedule.MaxLooks;

    public async Task<ExperimentFindings> RunAsync(ExperimentContext context, CancellationToken cancellationToken)
    {
        var size = AuditCheckSize.For(context.Profile);
        context.Progress.Report(new ExperimentProgress($"audit check, {size.Senders} senders × {size.CommandsPerSender:N0}", 0, 1));
        var native = await AuditConcurrencyCheck.RunNativeAsync(size.Senders,
            size.CommandsPerSender).WaitAsync(cancellationToken).ConfigureAwait(false);
        var article = await AuditConcurrencyCheck.RunArticleAsync(size.Senders,
            size.CommandsPerSender).WaitAsync(cancellationToken).ConfigureAwait(false);

        Func<BenchmarkCaseResult, Measurement> identify = f => new Measurement(VariantOf(f).Id, new Dictionary<string, string>(),
            new Dictionary<string, double>());
        var undecided = OpenClaims<BenchmarkCaseResult>.OfFigures(CommandBusClaims.All, Measure, identify);
        Measurement[] audits = [ToMeasurement(NativeCheck, native, size), ToMeasurement(ArticleCheck, article, size)];
        var checkpoint = new BenchmarkCheckpoint(context.Checkpoint, f => new ExperimentFindings([.. Measure(f), .. audits]),
            identify);
        var figures = await BenchmarkSession.RunAsync(typeof(CommandBusBenchmarks), context, undecided: undecided,
            checkpoint: checkpoint).ConfigureAwait(false);

        // The claims on ratios of synchronous sends are judged on the same sends timed in bursts that take turns (BusTurns).
        var settings = BurstSettings.For(context.Profile).ForLaunch(context.Launch);
        var turns = await BurstTurns.RunAsync(BusTurns.Group(), settings, context.Progress, cancellationToken).ConfigureAwait(false);
        context.MachineSpeed.Sample("bursts in turns (command-bus)");
        var measurements = Measure(figures).Concat(BusTurns.Measure(turns)).Concat(audits).ToArray();

        return new ExperimentFindings(measurements) { Notes = Notes(settings, size, article) };
    }

    /// <summary>Where the turns and BenchmarkDotNet read apart, on the medians of every launch.</summary>
    public IReadOnlyList<string> NotesOn(IReadOnlyList<Measurement> measurements) =>
        HarnessAgreement.Note(measurements) is { } note ? [note] : [];

    /// <summary>The report's notes, from CommandBusNotes.json, with the bursts' settings and the article's bus's audit.</summary>
    internal static IReadOnlyList<string> Notes(BurstSettings settings, AuditCheckSize size, AuditTally article) =>
    [
        ExperimentNotes.Note(NotesFile, "ratios_to_send"),
        ExperimentNotes.Note(NotesFile, "sync_ratios_in_turns", ("turns_prefix", BusTurns.Prefix),
            ("burst_ms", settings.Burst.TotalMilliseconds), ("turns", settings.Turns)),
        ExperimentNotes.Note(NotesFile, "native_async_suspends"),
        ExperimentNotes.Note(NotesFile, "peers"),
        ExperimentNotes.Note(NotesFile, "published_peers"),
        ExperimentNotes.Note(NotesFile, "audit_check", ("senders", size.Senders), ("commands_per_sender", size.CommandsPerSender),
            ("missing", article.Missing), ("commands", article.Commands)),
        ExperimentNotes.Note(NotesFile, "yardstick", ("turns_prefix", BusTurns.Prefix)),
    ];

    private static CommandBusVariant VariantOf(BenchmarkCaseResult figure) => CommandBusVariants.All.Single(v => v.Method == figure.Method);

    /// <summary>The benchmark figures as measurements: samples, ratio to <c>send</c> and the article's figures.</summary>
    private static IReadOnlyList<Measurement> Measure(IReadOnlyList<BenchmarkCaseResult> figures)
    {
        var byVariant = figures.ToDictionary(f => VariantOf(f).Id);
        var send = byVariant.TryGetValue(CommandBusVariants.Send, out var sendFigure) ? sendFigure.MeanNs : double.NaN;
        return CommandBusVariants.All.Where(v => byVariant.ContainsKey(v.Id)).Select(v =>
        {
            var metrics = byVariant[v.Id].ToMetrics();
            metrics[MetricNames.Ratio] = metrics[MetricNames.MeanNs] / send;
            return new Measurement(v.Id, new Dictionary<string, string>(), metrics)
            {
                Samples = byVariant[v.Id].Samples,
                Published = v.Published,
                PublishedSource = v.Published is null ? null : CommandBusVariants.PublishedSource,
            };
        }).ToArray();
    }

    private static Measurement ToMeasurement(string variant, AuditTally tally, AuditCheckSize size) =>
        new(variant,
            new Dictionary<string, string>
            {
                ["senders"] = size.Senders.ToString(CultureInfo.InvariantCulture),
                ["commands_per_sender"] = size.CommandsPerSender.ToString(CultureInfo.InvariantCulture),
            },
            new Dictionary<string, double>
            {
                [CommandBusMetrics.Commands.Key] = tally.Commands,
                [CommandBusMetrics.AuditEntries.Key] = tally.Entries,
                [CommandBusMetrics.MissingEntries.Key] = tally.Missing,
                [CommandBusMetrics.DuplicatedEntries.Key] = tally.Duplicated,
                [CommandBusMetrics.FailedEntries.Key] = tally.FailedEntries,
                [CommandBusMetrics.FailuresSeenBySenders.Key] = tally.FailuresSeenBySenders,
                [CommandBusMetrics.ExpectedFailures.Key] = tally.ExpectedFailures,

                // The differences the nothing-lost claim reads: zero each when every command left exactly one entry.
                [CommandBusMetrics.EntriesMinusCommands.Key] = tally.Entries - tally.Commands,
                [CommandBusMetrics.FailedEntriesMinusExpected.Key] = tally.FailedEntries - tally.ExpectedFailures,
                [CommandBusMetrics.FailuresSeenMinusExpected.Key] = tally.FailuresSeenBySenders - tally.ExpectedFailures,
                [MetricNames.ElapsedMs] = tally.Elapsed.TotalMilliseconds,
            });
}
