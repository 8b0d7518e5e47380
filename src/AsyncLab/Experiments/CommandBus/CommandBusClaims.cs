using AsyncLab.Claims;
using AsyncLab.Claims.Checks;
using AsyncLab.Results;
using static AsyncLab.Experiments.CommandBus.CommandBusVariants;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>
/// The command-bus claims as data (each with its source; docs/EXPERIMENTS.md): the figures each reads and its band.
/// Their words (sentence, published figure, what each verdict means) are in CommandBusClaims.json beside this file.
/// </summary>
public static class CommandBusClaims
{
    /// <summary>The audit check on the native bus, whose counts the nothing-lost claim reads.</summary>
    public const string NativeAuditCheck = "audit-check-native";

    /// <summary>
    /// The Mediator (martinothamar) case the Mediator claims read: its generated concrete class, the fastest way its README
    /// describes, measured in the same benchmark run as the lab's buses.
    /// </summary>
    public const string MediatorVariant = CommandBusVariants.MediatorConcrete;

    private static readonly Metric Time = Metrics.TimeNs;
    private static readonly Metric Bytes = Metrics.AllocatedBytesPerOp;

    private static readonly CaseSelector AuditCheck = new(NativeAuditCheck);

    // The synchronous sends timed in bursts that take turns, which the ratios of a few percent read (BusTurns).
    private static readonly CaseSelector NativeTurns = new(BusTurns.Prefix + NativeSync);
    private static readonly CaseSelector MediatorTurns = new(BusTurns.Prefix + MediatorVariant);

    public static readonly ClaimDefinition StartNewCostsAHop = new("command-bus.startnew-costs-a-hop",
        Provenance.Reading("003", "the article writes SendAsync as StartNew around Send and publishes no figure for it; that this costs " +
                "a thread-pool hop is the lab's reading of the code", "text/sendasync-is-startnew"),
        new AllOfCheck(
            new RatioCheck(Time, new CaseSelector(StartNewAudited), new CaseSelector(SendAudited), Band.AtLeast(2.0), Band.AtLeast(1.0)),
            new ShiftCheck(Bytes, new CaseSelector(StartNewAudited), new CaseSelector(SendAudited), Band.AtLeast(1), Band.Everything)
            {
                ExactValues = true,
                Label = "extra bytes of StartNew per send",
            }));

    /// <summary>
    /// Near Send is the claim (time and bytes, with and without audit); the last part is what would refute it: costing
    /// as much as the thread-pool hop the article's StartNew pays. More than 1.3× Send but far below a hop is "differs".
    /// </summary>
    public static readonly ClaimDefinition NativeAsyncNearSync = new("command-bus.native-async-near-sync",
        Provenance.Lab("the corrected bus: a SendAsync that awaits the handler instead of starting a task"),
        new AllOfCheck(
            NearSend(NativeSync, Send),
            NearSend(NativeSyncAudited, SendAudited),
            NoMoreBytes(NativeSync, Send),
            NoMoreBytes(NativeSyncAudited, SendAudited),
            new RatioCheck(Time, new CaseSelector(NativeSync), new CaseSelector(StartNew), Band.AtMost(0.5), Band.AtMost(0.5))
            {
                Label = "native-sync / startnew-sendasync (a thread-pool hop)",
            }));

    public static readonly ClaimDefinition AuditNothingLost = new("command-bus.audit-nothing-lost",
        Provenance.Lab("the article reports a flaw found in its auditing; the lab checks its own audit under concurrent " +
                "senders and failing handlers"),
        new AllOfCheck(
            NoneOf(CommandBusMetrics.MissingEntries, "commands without an audit entry"),
            NoneOf(CommandBusMetrics.DuplicatedEntries, "commands with two entries"),
            NoneOf(CommandBusMetrics.EntriesMinusCommands, "entries − commands"),
            NoneOf(CommandBusMetrics.FailedEntriesMinusExpected, "failure entries − rejected commands"),
            NoneOf(CommandBusMetrics.FailuresSeenMinusExpected, "failures seen by senders − rejected commands")));

    public static readonly ClaimDefinition NativeSyncZeroAlloc = new("command-bus.native-sync-zero-alloc",
        Provenance.Lab("a target for the lab's own bus"),
        new ValueCheck(Bytes, new CaseSelector(NativeSync), BytesTolerance.Zero, BytesTolerance.Zero)
        { Label = "native-sync bytes per send" });

    public static readonly ClaimDefinition AuditedFasterThanMediatR = new("command-bus.audited-faster-than-mediatr",
        Provenance.Lab("the lab's bus against the mediator library most readers use"),
        new RatioCheck(Time, new CaseSelector(NativeSyncAudited), new CaseSelector(MediatRWithBehaviour), Band.AtMost(1.0),
            Band.AtMost(1.0)));

    public static readonly ClaimDefinition WithinTwiceOfMediator = new("command-bus.within-2x-of-mediator",
        Provenance.Lab("the lab's bus against a source-generated mediator, the fastest kind"),
        new RatioCheck(Time, NativeTurns, MediatorTurns, Band.AtMost(2.0), Band.AtMost(2.0))
        {
            Label = "turns-native-sync / turns-mediator (generated concrete class)",
            Paired = true,
        });

    /// <summary>
    /// The lab's own bar, stricter than the article-era "within 2×": match the generated concrete class on the synchronous
    /// path, at 0 B on both sides. 1.02× leaves room for timer noise only, so "differs" is not used: slower is refuted.
    /// An independent measurement may well find native slower than the generated class; the run decides.
    /// </summary>
    public static readonly ClaimDefinition NativeNoSlowerThanMediator = new("command-bus.native-no-slower-than-mediator",
        Provenance.Lab("a target for the lab's own bus"),
        new AllOfCheck(
            new RatioCheck(Time, NativeTurns, MediatorTurns, Band.AtMost(1.02), Band.AtMost(1.02))
            {
                Label = "turns-native-sync / turns-mediator (generated concrete class)",
                Paired = true,
            },
            new ValueCheck(Bytes, new CaseSelector(NativeSync), BytesTolerance.Zero, BytesTolerance.Zero)
            { Label = "native-sync bytes per send" },
            new ValueCheck(Bytes, new CaseSelector(MediatorVariant), BytesTolerance.Zero, BytesTolerance.Zero)
            { Label = "mediator bytes per send" }));

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [StartNewCostsAHop, NativeAsyncNearSync, AuditNothingLost, NativeSyncZeroAlloc, AuditedFasterThanMediatR, WithinTwiceOfMediator,
            NativeNoSlowerThanMediator];

    private static RatioCheck NearSend(string variant, string send) =>
        new(Time, new CaseSelector(BusTurns.Prefix + variant), new CaseSelector(BusTurns.Prefix + send), Band.AtMost(1.3), Band.Everything)
        {
            Label = $"{BusTurns.Prefix}{variant} / {BusTurns.Prefix}{send}",
            Paired = true,
        };

    private static ShiftCheck NoMoreBytes(string variant, string send) =>
        new(Bytes, new CaseSelector(variant), new CaseSelector(send), BytesTolerance.NoMore, Band.Everything)
        {
            ExactValues = true,
            Label = $"{variant} − {send} bytes per send",
        };

    private static ValueCheck NoneOf(Metric metric, string label) =>
        new(metric, AuditCheck, Band.Exactly(0), Band.Exactly(0)) { Label = label };
}
