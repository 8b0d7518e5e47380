using AsyncLab.Benchmarking;
using AsyncLab.Claims;
using AsyncLab.Results;
using AsyncLab.Scenarios.CommandBus;
using static AsyncLab.Experiments.CommandBus.CommandBusVariants;

namespace AsyncLab.Experiments.CommandBus;

/// <summary>The command-bus claims (three from EXPERIMENTS.md, three targets of the issue) and how each is judged.</summary>
public static class CommandBusClaims
{
    private const string Seed = "seed 003";

    public static readonly ClaimDefinition StartNewCostsAHop = new("command-bus.startnew-costs-a-hop", Seed,
        "SendAsync by Task.Factory.StartNew costs a thread-pool hop and allocations over Send.", "a stopgap (no figure)", "≥ 2× Send's time, > 0 B more");

    public static readonly ClaimDefinition NativeAsyncNearSync = new("command-bus.native-async-near-sync", ClaimDefinition.LabSource,
        "Native SendAsync with a synchronously completing handler is within 1.3× of Send and allocates no more than Send.", "not in the article", "≤ 1.3×, no more bytes, with and without audit");

    public static readonly ClaimDefinition AuditNothingLost = new("command-bus.audit-nothing-lost", ClaimDefinition.LabSource,
        "With many concurrent senders and some handlers throwing, every command leaves exactly one audit entry.", "not in the article", "counts equal");

    public static readonly ClaimDefinition NativeSyncZeroAlloc = new("command-bus.native-sync-zero-alloc", ClaimDefinition.LabSource,
        "Target: native SendAsync without audit on a synchronously completing handler allocates nothing.", "Mediator: 0 B", "0 B");

    public static readonly ClaimDefinition AuditedFasterThanMediatR = new("command-bus.audited-faster-than-mediatr", ClaimDefinition.LabSource,
        "Target: native SendAsync with audit is faster than MediatR's Send with one (auditing) pipeline behaviour.", "not published", "< 1.00×, beyond the run's error");

    public static readonly ClaimDefinition WithinTwiceOfMediator = new("command-bus.within-2x-of-mediator", ClaimDefinition.LabSource,
        "Target: native SendAsync without audit is within 2× of Mediator's (martinothamar) Send.", "Mediator 2.16 ns, 0 B (.NET 8, Ryzen 5 5600X)", "≤ 2×");

    public static IReadOnlyList<ClaimDefinition> All { get; } =
        [StartNewCostsAHop, NativeAsyncNearSync, AuditNothingLost, NativeSyncZeroAlloc, AuditedFasterThanMediatR, WithinTwiceOfMediator];

    public static IReadOnlyList<ClaimResult> Judge(FigureSet f, AuditTally native) =>
    [
        JudgeStartNew(f),
        JudgeNativeNearSync(f),
        JudgeNothingLost(native),
        JudgeZeroAlloc(f),
        JudgeAgainstMediatR(f),
        WithinTwiceOfMediator.NotMeasured("Mediator (martinothamar) is not served by the package registry here, so it could not be installed and run on this machine; its published figure is from other hardware"),
    ];

    private static ClaimResult JudgeStartNew(FigureSet f)
    {
        var ratio = f.Ratio(StartNewAudited, SendAudited);
        var extraBytes = f.Bytes(StartNewAudited) - f.Bytes(SendAudited);
        var measured = $"{ratio} of Send's time, +{Figures.Bytes(extraBytes)} (audited; without audit {f.Ratio(StartNew, Send)}, +{Figures.Bytes(f.Bytes(StartNew) - f.Bytes(Send))})";
        var verdict = (ratio.Value >= 2.0, extraBytes > 0) switch
        {
            (true, true) => Verdict.Holds,
            _ when ratio.Value > 1.0 && !ratio.IsIndistinguishableFrom(1.0) => Verdict.Differs,
            _ => Verdict.Refuted,
        };
        var why = verdict switch
        {
            Verdict.Holds => "each call queues a closure and a Task to the thread pool and waits for a worker to pick it up",
            Verdict.Differs => "slower than Send, but by less than 2× or without extra bytes",
            _ => "StartNew was not measurably slower than Send in this run",
        };
        return StartNewCostsAHop.Judged(verdict, measured, why);
    }

    private static ClaimResult JudgeNativeNearSync(FigureSet f)
    {
        var plain = Near(f, NativeSync, Send);
        var audited = Near(f, NativeSyncAudited, SendAudited);
        var measured = $"no audit: {plain.Text}; audit: {audited.Text}";
        var bothNear = plain.Near && audited.Near;
        var bytesOk = plain.BytesOk && audited.BytesOk;
        var verdict = (bothNear, bytesOk) switch
        {
            (true, true) => Verdict.Holds,
            _ when plain.Ratio.Value >= 2.0 || audited.Ratio.Value >= 2.0 => Verdict.Refuted,
            _ => Verdict.Differs,
        };
        var why = verdict switch
        {
            Verdict.Holds => "a synchronously completing handler returns a completed ValueTask: no state machine, no Task, no hop",
            Verdict.Differs => bytesOk ? "no extra bytes, but more than 1.3× Send's time" : "native SendAsync allocated more than Send",
            _ => "native SendAsync cost as much as a thread-pool hop",
        };
        return NativeAsyncNearSync.Judged(verdict, measured, why);
    }

    private static (Ratio Ratio, bool Near, bool BytesOk, string Text) Near(FigureSet f, string variant, string baseline)
    {
        var ratio = f.Ratio(variant, baseline);
        // Above 1.3× but not distinguishable from it at this run's precision counts as near, and says so.
        var withinError = ratio.Value > 1.3 && ratio.IsIndistinguishableFrom(1.3);
        var near = ratio.Value <= 1.3 || withinError;
        var bytes = f.Bytes(variant);
        var baselineBytes = f.Bytes(baseline);
        var error = withinError ? $" (±{Figures.Percent(ratio.RelativeError)}, within error of 1.3×)" : string.Empty;
        return (ratio, near, bytes <= baselineBytes, $"{ratio}{error}, {Figures.Bytes(bytes)} vs {Figures.Bytes(baselineBytes)}");
    }

    private static ClaimResult JudgeNothingLost(AuditTally t)
    {
        var measured = $"{t.Commands:N0} commands, {t.Entries:N0} entries, {t.Missing} missing, {t.Duplicated} doubled, {t.FailedEntries:N0} failures recorded of {t.ExpectedFailures:N0}";
        return t.NothingLost
            ? AuditNothingLost.Judged(Verdict.Holds, measured, "the audit step saves an entry on every path (success, failure, cancellation), and each save claims its own slot with an interlocked increment")
            : AuditNothingLost.Judged(Verdict.Refuted, measured, $"entries do not match commands one to one (senders saw {t.FailuresSeenBySenders:N0} failures)");
    }

    private static ClaimResult JudgeZeroAlloc(FigureSet f)
    {
        var bytes = f.Bytes(NativeSync);
        var verdict = LegacyVerdicts.Classify(bytes, Band.Exactly(0), _ => false);
        return NativeSyncZeroAlloc.Judged(verdict, Figures.Bytes(bytes), verdict == Verdict.Holds
            ? "the pipeline is built once, the lookup is a frozen dictionary read, and a completed ValueTask is a struct"
            : $"native-sync allocated {Figures.Bytes(bytes)} per send");
    }

    private static ClaimResult JudgeAgainstMediatR(FigureSet f)
    {
        var ratio = f.Ratio(NativeSyncAudited, MediatRWithBehaviour);
        var measured = $"{ratio} (±{Figures.Percent(ratio.RelativeError)}), {Figures.Bytes(f.Bytes(NativeSyncAudited))} vs {Figures.Bytes(f.Bytes(MediatRWithBehaviour))}";
        if (ratio.IsIndistinguishableFrom(1.0))
        {
            return AuditedFasterThanMediatR.Judged(Verdict.Differs, measured, "no difference beyond this run's error");
        }

        var verdict = LegacyVerdicts.Classify(ratio.Value, Band.AtMost(0.9999), _ => false);
        return AuditedFasterThanMediatR.Judged(verdict, measured, verdict == Verdict.Holds
            ? "MediatR resolves the handler and behaviours from the container and allocates the behaviour's delegate and state machine on every send"
            : "MediatR with its behaviour was faster in this run");
    }
}
